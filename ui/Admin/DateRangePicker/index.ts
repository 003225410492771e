export {
  DateRangePicker,
  REVENUE_PERIOD_LABELS,
  type DateRangePickerProps,
} from './DateRangePicker';
