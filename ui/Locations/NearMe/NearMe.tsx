import { Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Field, NativeSelect } from '../../Forms/Field';
import { MapPinIcon } from '../../Shell/Icons/VenueIcons';
import type { LocateProblem } from './NearMeProblem';
import { TRY_AGAIN } from '../../copy';

// Shown only after the browser said no: its words load with it, not with the page.
const NearMeProblem = lazy(() =>
  import('./NearMeProblem').then((m) => ({ default: m.NearMeProblem })),
);

/** What the browser said when asked where the member is. */
export type PositionState = 'locating' | 'located' | LocateProblem;

/** Where the venues are sorted from: nowhere (by name), the member, or a city's centre. */
export type NearOrigin =
  { kind: 'none' } | { kind: 'me'; position: PositionState } | { kind: 'city'; city: string };

export const NO_ORIGIN: NearOrigin = { kind: 'none' };

/** Whether the list is sorted by distance, i.e. the server's nearby answer is what is shown. */
export function isSortedByDistance(origin: NearOrigin): boolean {
  return origin.kind === 'city' || (origin.kind === 'me' && origin.position === 'located');
}

export interface NearMeCopy {
  nearMe: string;
  locating: string;
  pickCity: string;
  chooseCity: string;
  showAll: string;
  retry: string;
  sortedFromMe: string;
  sortedFromCity: (city: string) => string;
}

export const NEAR_ME_COPY: NearMeCopy = {
  nearMe: 'Near me',
  locating: 'Finding your location...',
  pickCity: 'Or pick a city',
  chooseCity: 'Choose a city',
  showAll: 'Show all venues',
  retry: TRY_AGAIN,
  sortedFromMe: 'Sorted by distance from you',
  sortedFromCity: (city) => `Sorted by distance from the centre of ${city}`,
};

export interface NearMeProps {
  origin: NearOrigin;
  /** The cities a member may sort from, by name. */
  cities: readonly string[];
  onNearMe: () => void;
  onCityChange: (city: string) => void;
  /** Back to every venue, by name. */
  onClear: () => void;
  copy?: Partial<NearMeCopy>;
}

/** What the live region says: the sort now in force, or that the browser is being asked. */
function announcement(origin: NearOrigin, text: NearMeCopy): string {
  if (origin.kind === 'city') return text.sortedFromCity(origin.city);
  if (origin.kind !== 'me') return '';
  if (origin.position === 'located') return text.sortedFromMe;
  if (origin.position === 'locating') return text.locating;
  return '';
}

/**
 * "Near me" and its fallback, a city: sorts the venues by distance from the member (the browser
 * is asked only when the button is pressed) or from a city's centre, and says which is in force.
 */
export function NearMe({ origin, cities, onNearMe, onCityChange, onClear, copy }: NearMeProps) {
  const text = { ...NEAR_ME_COPY, ...copy };
  const locating = origin.kind === 'me' && origin.position === 'locating';
  const fromMe = origin.kind === 'me' && origin.position === 'located';
  const trouble: LocateProblem | null =
    origin.kind === 'me' && origin.position !== 'locating' && origin.position !== 'located'
      ? origin.position
      : null;
  const city = origin.kind === 'city' ? origin.city : '';
  return (
    <Stack gap="3">
      <Box display="flex" flexWrap="wrap" gap="3" alignItems="end">
        <Button
          variant={fromMe ? 'solid' : 'outline'}
          aria-pressed={fromMe}
          // Not disabled while the browser is asked: a disabled button would drop the focus.
          aria-busy={locating}
          onClick={locating ? undefined : onNearMe}
        >
          {locating ? (
            <Spinner size="sm" aria-hidden="true" />
          ) : (
            <MapPinIcon aria-hidden="true" boxSize="4" />
          )}
          {text.nearMe}
        </Button>
        <Stack minW={{ base: 'full', sm: '14rem' }} flex={{ base: '1 1 100%', sm: '0 1 auto' }}>
          <Field.Root>
            <Field.Label>{text.pickCity}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={city}
                onChange={(event) => onCityChange(event.target.value)}
              >
                <option value="">{text.chooseCity}</option>
                {cities.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Stack>
        {origin.kind !== 'none' && !locating ? (
          <Button variant="ghost" onClick={onClear}>
            {text.showAll}
          </Button>
        ) : null}
      </Box>
      {/* Always in the page, so that a screen reader hears each change of the sort. */}
      <Text role="status" fontSize="sm" fontWeight="medium" color="fg.muted">
        {announcement(origin, text)}
      </Text>
      {trouble ? (
        <Suspense fallback={null}>
          <NearMeProblem problem={trouble} onRetry={onNearMe} retryLabel={text.retry} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
