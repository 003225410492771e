export * from './Icons';
export { IconTile } from './IconTile';
