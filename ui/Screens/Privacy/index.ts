export * from './Privacy';
