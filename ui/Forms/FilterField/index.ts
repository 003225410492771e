export { FilterField, FilterInput, FilterSelect, type FilterFieldProps } from './FilterField';
