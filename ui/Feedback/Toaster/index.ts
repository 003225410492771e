export * from './Toaster';
export * from './toastStore';
export * from './toastSignal';
