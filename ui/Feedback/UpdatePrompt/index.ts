export * from './UpdatePrompt';
