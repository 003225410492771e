export * from './WaitlistEntries';
