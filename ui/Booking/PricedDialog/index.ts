export * from './PricedDialog';
export * from './StepStatus';
