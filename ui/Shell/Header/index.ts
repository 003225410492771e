export * from './Header';
