export {
  DAY_GRID_COPY,
  DayGrid,
  DayGridLegend,
  LEGEND_STATES,
  type DayGridCopy,
  type DayGridLegendProps,
  type DayGridProps,
} from './DayGrid';
export {
  dayGridModel,
  hourStarts,
  isClosedAllDay,
  type DayCell,
  type DayCellState,
  type DayGridModel,
} from './dayGridModel';
