export * from './SessionFilters';
export * from './sessionFilters';
