export * from './adminStats';
export * from './packages';
export * from './venues';
