export { DatePicker, formatDayMonth, type DatePickerProps } from './DatePicker';
