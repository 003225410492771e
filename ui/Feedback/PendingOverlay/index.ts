export * from './PendingOverlay';
