export {
  DURATION_OPTIONS,
  DurationPicker,
  fitsOpeningHours,
  formatHours,
  type DurationPickerProps,
} from './DurationPicker';
