export * from './Landing';
