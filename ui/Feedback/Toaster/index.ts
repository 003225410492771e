export * from './Toaster';
