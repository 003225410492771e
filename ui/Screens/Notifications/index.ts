export * from './Notifications';
