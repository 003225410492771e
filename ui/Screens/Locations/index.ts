export {
  LOCATIONS_SCREEN_COPY,
  LocationsScreen,
  type LocationsScreenCopy,
  type LocationsNear,
  type LocationsScreenProps,
  type LocationsView,
} from './Locations';
export { filterLocations } from './filterLocations';
