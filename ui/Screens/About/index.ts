export * from './About';
