export * from './Settings';
export * from './copy';
