export * from './SystemHealth';
