export { VenueDayScreen, type VenueDayScreenProps } from './VenueDay';
export { VENUE_DAY_COPY, type VenueDayCopy } from './copy';
