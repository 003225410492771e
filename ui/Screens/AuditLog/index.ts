export * from './AuditLog';
