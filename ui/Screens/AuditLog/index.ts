export * from './AuditLog';
export * from './copy';
