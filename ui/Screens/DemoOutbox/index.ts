export * from './DemoOutbox';
export * from './copy';
