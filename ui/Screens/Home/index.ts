export * from './Home';
