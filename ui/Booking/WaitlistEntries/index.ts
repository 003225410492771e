export * from './WaitlistEntries';
export { WAITLIST_ENTRIES_COPY, type WaitlistEntriesCopy } from './copy';
