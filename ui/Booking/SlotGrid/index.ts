export {
  SLOT_GRID_COPY,
  SlotGrid,
  slotOptions,
  type SlotGridCopy,
  type SlotGridProps,
  type SlotOption,
  type SlotOptionsInput,
} from './SlotGrid';
