export * from './OnceOpened';
