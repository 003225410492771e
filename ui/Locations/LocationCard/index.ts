export { LocationCard, ratingText, type LocationCardProps } from './LocationCard';
