export * from './VenueUtilisation';
