export * from './StatTile';
