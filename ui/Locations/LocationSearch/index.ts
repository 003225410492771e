export { LocationSearch, type LocationSearchProps } from './LocationSearch';
