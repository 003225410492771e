export * from './StaffSessions';
export * from './SessionForm';
export * from './ClosureForm';
