export * from './DemoOutbox';
