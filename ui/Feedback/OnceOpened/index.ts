export * from './OnceOpened';
export * from './onDemand';
export * from './CodeLoadFailed';
