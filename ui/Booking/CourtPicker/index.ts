export { CourtPicker, type CourtPickerProps } from './CourtPicker';
