export { FacilityFilter, type FacilityFilterProps } from './FacilityFilter';
