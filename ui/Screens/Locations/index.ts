export { LOCATIONS_SCREEN_COPY, type LocationsScreenCopy } from './copy';
export {
  LocationsScreen,
  type LocationsNear,
  type LocationsScreenProps,
  type LocationsView,
} from './Locations';
export { filterLocations } from './filterLocations';
