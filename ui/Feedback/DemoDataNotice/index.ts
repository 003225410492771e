export * from './DemoDataNotice';
