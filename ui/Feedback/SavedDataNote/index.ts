export * from './SavedDataNote';
