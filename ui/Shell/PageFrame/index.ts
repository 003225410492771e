export * from './PageFrame';
