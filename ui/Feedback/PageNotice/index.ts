export * from './PageNotice';
