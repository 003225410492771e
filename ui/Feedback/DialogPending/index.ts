export * from './DialogPending';
