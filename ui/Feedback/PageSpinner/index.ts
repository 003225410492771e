export * from './PageSpinner';
