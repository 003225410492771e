export {
  EXPORT_BUTTONS_COPY,
  ExportButtons,
  type ExportButtonsCopy,
  type ExportButtonsProps,
} from './ExportButtons';
