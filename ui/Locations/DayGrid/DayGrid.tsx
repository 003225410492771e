import { Box, chakra, Flex, HStack, Text, type SystemStyleObject } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { CourtSummary, DailySchedule, WallTime } from '@domain';
import { statusLabel } from '../../theme/status';
import { dayGridModel, type DayCellState } from './dayGridModel';

export interface DayGridCopy {
  /** The table's name: the venue and the day. */
  label: (venue: string, day: string) => string;
  time: string;
  legend: string;
  /** What a cell shows, in a word. */
  states: Record<DayCellState, string>;
  /** What the key says each word means. */
  meanings: Record<DayCellState, string>;
  /** What a screen reader hears on a cell, its visible words included: 'Court 2, 18:00, free'. */
  cellLabel: (court: string, start: WallTime, word: string, title: string | null) => string;
}

export const DAY_GRID_COPY: DayGridCopy = {
  label: (venue, day) => `Courts at ${venue}, ${day}`,
  time: 'Time',
  legend: 'Key',
  states: {
    free: 'Free',
    mine: 'Yours',
    booked: 'Booked',
    session: 'Session',
    closed: 'Closed',
    past: 'Passed',
    later: 'Not open',
  },
  meanings: {
    free: 'can be booked',
    mine: 'your booking or session',
    booked: 'booked by another member',
    session: 'a game session',
    closed: 'closed for maintenance',
    past: 'already begun',
    later: 'not yet open for booking',
  },
  // The cell's own words, after where and when: what is heard is what is shown.
  cellLabel: (court, start, word, title) =>
    `${court}, ${start}, ${word.toLowerCase()}${title ? `: ${title}` : ''}`,
};

// Every state has its own words in the cell; colour (and the stripes of a closure) only repeat them.
const CELL_STYLES: Record<DayCellState, SystemStyleObject> = {
  free: { bg: 'brand.subtle', color: 'brand.fg', borderColor: 'brand.muted' },
  mine: { bg: 'blue.solid', color: 'blue.contrast', borderColor: 'blue.solid' },
  booked: { bg: 'gray.muted', color: 'fg', borderColor: 'gray.emphasized' },
  session: { bg: 'violet.subtle', color: 'violet.fg', borderColor: 'violet.muted' },
  closed: {
    bg: 'orange.subtle',
    color: 'orange.fg',
    borderColor: 'orange.muted',
    bgImage: 'repeating-linear-gradient(135deg, transparent 0 7px, {colors.orange.muted} 7px 10px)',
  },
  past: { bg: 'bg.muted', color: 'fg.muted', borderColor: 'border' },
  later: { bg: 'bg.muted', color: 'fg.muted', borderColor: 'border' },
};

/** The states the key explains, in the order a member reads them. */
export const LEGEND_STATES: readonly DayCellState[] = [
  'free',
  'mine',
  'booked',
  'session',
  'closed',
  'past',
];

export interface DayGridLegendProps {
  states?: readonly DayCellState[];
  copy?: Partial<DayGridCopy>;
}

/** What each colour means, each with its word: the grid never relies on colour alone. */
export function DayGridLegend({ states = LEGEND_STATES, copy }: DayGridLegendProps) {
  const text = { ...DAY_GRID_COPY, ...copy };
  return (
    <Flex as="ul" aria-label={text.legend} listStyle="none" wrap="wrap" gap="2" fontSize="sm">
      {states.map((state) => (
        <HStack as="li" key={state} gap="1.5">
          <Box
            as="span"
            css={CELL_STYLES[state]}
            borderWidth="1px"
            rounded="l1"
            px="1.5"
            minW="12"
            textAlign="center"
            fontWeight="semibold"
          >
            {text.states[state]}
          </Box>
          <Text as="span" color="fg.muted">
            {text.meanings[state]}
          </Text>
        </HStack>
      ))}
    </Flex>
  );
}

export interface DayGridProps {
  schedule: DailySchedule;
  /** Which hours have begun, and which day is today, are taken from this instant. */
  now: Date;
  /** The day as the page names it ('Thu 26 Nov'), for the table's name. */
  dayLabel: string;
  /** A free cell was picked: book that court at that hour. */
  onPick: (court: CourtSummary, start: WallTime) => void;
  copy?: Partial<DayGridCopy>;
}

const cellKey = (row: number, column: number) => `${row}:${column}`;
// Focus moved into a cell under the sticky header or time column scrolls it clear of them.
const HEADER_ROW = '3.5rem';
const TIME_COLUMN = '4.5rem';

/**
 * Courts as columns, hours as rows. The grid scrolls inside its own box, so its header row and
 * time column stay in view at any width (a phone shows two courts at a time). One cell at a
 * time is in the tab order; the arrow keys, Home and End move between cells (a roving
 * tabindex), and Enter or Space on a free cell picks it.
 */
export function DayGrid({ schedule, now, dayLabel, onPick, copy }: DayGridProps) {
  const text = { ...DAY_GRID_COPY, ...copy };
  const model = dayGridModel(schedule, now);
  const firstFree = model.times.findIndex((_, row) =>
    model.columns.some(({ cells }) => cells[row]?.state === 'free'),
  );
  const [active, setActive] = useState<{ row: number; column: number } | null>(null);
  const current = active ?? { row: Math.max(firstFree, 0), column: 0 };
  const table = useRef<HTMLTableElement>(null);
  const rows = model.times.length;
  const columns = model.columns.length;

  const move = (row: number, column: number) => {
    const next = {
      row: Math.min(Math.max(row, 0), rows - 1),
      column: Math.min(Math.max(column, 0), columns - 1),
    };
    setActive(next);
    table.current
      ?.querySelector<HTMLElement>(`[data-cell="${cellKey(next.row, next.column)}"]`)
      ?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const { row, column } = current;
    const moves: Record<string, () => void> = {
      ArrowUp: () => move(row - 1, column),
      ArrowDown: () => move(row + 1, column),
      ArrowLeft: () => move(row, column - 1),
      ArrowRight: () => move(row, column + 1),
      Home: () => (event.ctrlKey ? move(0, 0) : move(row, 0)),
      End: () => (event.ctrlKey ? move(rows - 1, columns - 1) : move(row, columns - 1)),
      PageUp: () => move(row - 6, column),
      PageDown: () => move(row + 6, column),
    };
    const action = moves[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <Box overflow="auto" maxH="min(70vh, 44rem)" borderWidth="1px" rounded="l2">
      <chakra.table
        ref={table}
        role="grid"
        aria-label={text.label(schedule.location.name, dayLabel)}
        aria-rowcount={rows + 1}
        aria-colcount={columns + 1}
        onKeyDown={onKeyDown}
        borderCollapse="separate"
        borderSpacing="0"
        w="full"
        fontSize="sm"
      >
        <chakra.thead>
          <chakra.tr>
            <chakra.th
              scope="col"
              position="sticky"
              top="0"
              left="0"
              zIndex="2"
              bg="bg"
              w={TIME_COLUMN}
              minW={TIME_COLUMN}
              px="2"
              textAlign="start"
              borderBottomWidth="1px"
            >
              {text.time}
            </chakra.th>
            {model.columns.map(({ court }) => (
              <chakra.th
                key={court.id}
                scope="col"
                position="sticky"
                top="0"
                zIndex="1"
                bg="bg"
                minW="7.5rem"
                h={HEADER_ROW}
                px="2"
                textAlign="start"
                borderBottomWidth="1px"
              >
                <Text fontWeight="semibold" lineClamp={1}>
                  {court.name}
                </Text>
                <Text color="fg.muted" fontWeight="normal" fontSize="xs">
                  {statusLabel(court.court_type)}
                </Text>
              </chakra.th>
            ))}
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody>
          {model.times.map((start, row) => (
            <chakra.tr key={start}>
              <chakra.th
                scope="row"
                position="sticky"
                left="0"
                zIndex="1"
                bg="bg"
                px="2"
                textAlign="start"
                fontVariantNumeric="tabular-nums"
                fontWeight="semibold"
              >
                {start}
              </chakra.th>
              {model.columns.map(({ court, cells }, column) => {
                const cell = cells[row];
                if (!cell) return null;
                const focusable = current.row === row && current.column === column;
                const label = text.cellLabel(
                  court.name,
                  start,
                  text.states[cell.state],
                  cell.title,
                );
                const key = cellKey(row, column);
                const look = {
                  css: CELL_STYLES[cell.state],
                  borderWidth: '1px',
                  rounded: 'l1',
                  w: 'full',
                  h: '11',
                  px: '2',
                  display: 'flex',
                  flexDirection: 'column' as const,
                  justifyContent: 'center',
                  alignItems: 'start',
                  textAlign: 'start' as const,
                  scrollMarginTop: HEADER_ROW,
                  scrollMarginLeft: TIME_COLUMN,
                  _focusVisible: {
                    outline: '3px solid',
                    outlineColor: 'fg',
                    outlineOffset: '-3px',
                  },
                };
                const words = (
                  <>
                    <Text as="span" fontWeight="semibold" lineHeight="short">
                      {text.states[cell.state]}
                    </Text>
                    {/* A space between the words, so that they read as the label says them. */}
                    {cell.title ? ' ' : null}
                    {cell.title ? (
                      <Text as="span" fontSize="xs" lineClamp={1} lineHeight="short">
                        {cell.title}
                      </Text>
                    ) : null}
                  </>
                );
                const focus = {
                  'data-cell': key,
                  'aria-label': label,
                  tabIndex: focusable ? 0 : -1,
                  onFocus: () => setActive({ row, column }),
                };
                // A free cell holds its button (the cell's one widget takes the focus); any
                // other cell is focused itself and named by its label.
                return cell.state === 'free' ? (
                  <chakra.td key={court.id} role="gridcell" p="0.5" data-state={cell.state}>
                    <chakra.button
                      type="button"
                      cursor="pointer"
                      _hover={{ bg: 'brand.muted' }}
                      onClick={() => onPick(court, start)}
                      {...focus}
                      {...look}
                    >
                      {words}
                    </chakra.button>
                  </chakra.td>
                ) : (
                  <chakra.td
                    key={court.id}
                    role="gridcell"
                    p="0.5"
                    data-state={cell.state}
                    {...focus}
                    _focusVisible={look._focusVisible}
                    scrollMarginTop={HEADER_ROW}
                    scrollMarginLeft={TIME_COLUMN}
                  >
                    <Box {...look} _focusVisible={undefined}>
                      {words}
                    </Box>
                  </chakra.td>
                );
              })}
            </chakra.tr>
          ))}
        </chakra.tbody>
      </chakra.table>
    </Box>
  );
}
