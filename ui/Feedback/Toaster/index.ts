// Not ./toastStore: the app reaches Chakra's store through `toaster`, which loads it on demand.
export * from './Toaster';
export * from './lazyToaster';
export * from './toastSignal';
