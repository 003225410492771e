export * from './PricedDialog';
export * from './QuotePrice';
export * from './StepStatus';
