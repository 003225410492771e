export * from './Icons';
export { IconTile } from './IconTile';
export * from './PageIcons';
