export * from './Settings';
