export * from './RescheduleSummary';
