export * from './CalendarFeedDialog';
