export * from './SessionDayList';
