export * from './Toaster';
export * from './toastStore';
