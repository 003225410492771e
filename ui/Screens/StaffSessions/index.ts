export * from './StaffSessions';
export * from './copy';
export * from './SessionForm';
export * from './ClosureForm';
