export {
  VENUE_DAY_COPY,
  VenueDayScreen,
  type VenueDayCopy,
  type VenueDayScreenProps,
} from './VenueDay';
