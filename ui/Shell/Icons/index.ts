export * from './Icons';
export { IconTile } from './IconTile';
export * from './PageIcons';
export { FeatureCard, type FeatureCardProps } from './FeatureCard';
