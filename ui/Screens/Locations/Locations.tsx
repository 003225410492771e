import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Tabs } from '../../Navigation/Tabs';
import { type FacilityFilter as FacilityFilterValue, type Location } from '@domain';
import { ErrorState } from '../../Feedback/ErrorState';
import { PageSpinner } from '../../Feedback/PageSpinner';
import { FacilityFilter } from '../../Locations/FacilityFilter';
import { LocationCard } from '../../Locations/LocationCard';
import { venueDayPath } from '../../Locations/venueDayPath';
import { LocationSearch } from '../../Locations/LocationSearch';
import { NearMe, isSortedByDistance, type NearOrigin } from '../../Locations/NearMe';
import { lazy, Suspense, type ReactNode } from 'react';
import type { Remote } from '../../remote';
import { filterLocations } from './filterLocations';
import { PageFrame } from '../../Shell/PageFrame';
import { SavedDataNote } from '../../Feedback/SavedDataNote';
import { LOCATIONS_SCREEN_COPY, type LocationsScreenCopy } from './copy';

// The demo notice shows only when the venues could not be loaded (with the demo venues, which
// arrive late too): its code and Chakra's alert load then. The list waits for it (Suspense
// below), so no demo venue is ever shown without the notice that says it is one.
const DemoDataNotice = lazy(() =>
  import('../../Feedback/DemoDataNotice').then((m) => ({ default: m.DemoDataNotice })),
);

// "Nothing matches" shows only after a search or a filter (or for an empty club): its code is
// fetched as the member reaches for the search, the filters or the near-me controls (focus or
// pointer in the panel, below), not with the page; the list waits for it if it is not there yet.
const loadEmptyState = () => import('../../Feedback/EmptyState');
const EmptyState = lazy(() => loadEmptyState().then((m) => ({ default: m.EmptyState })));

export type LocationsView = 'locations' | 'sessions';

/** Sorting the venues by distance (docs/near-me.md); the app asks the browser and the server. */
export interface LocationsNear {
  origin: NearOrigin;
  /** The cities a member may sort from, by name. */
  cities: readonly string[];
  /** The server's nearby answer, nearest first; shown while the list is sorted by distance. */
  nearby: Remote<Location[]>;
  radiusKm: number;
  /** Offered as a wider search when nothing lies within `radiusKm`. */
  maxRadiusKm: number;
  onNearMe: () => void;
  onCityChange: (city: string) => void;
  onClear: () => void;
  onRetry: () => void;
  onWiden: () => void;
}

export interface LocationsScreenProps {
  locations: Remote<Location[]>;
  /** Shown under a notice when the locations cannot be loaded (SPEC §2, decisions §13). */
  demoLocations?: readonly Location[];
  search: string;
  facility: FacilityFilterValue;
  onSearchChange: (search: string) => void;
  onFacilityChange: (facility: FacilityFilterValue) => void;
  onBookNow: (location: Location) => void;
  onRetry?: () => void;
  /**
   * The game sessions' tab (`SessionsPanel`, with what the app adds: the join dialog). Mounted
   * when the tab is first chosen (`lazyMount`), so its code and its data can wait until then: the
   * venues paint without them, and a spinner holds the tab until they arrive.
   */
  sessionsPanel: ReactNode;
  /** The open tab, when the app keeps it (in the address); otherwise `defaultView` opens first. */
  view?: LocationsView;
  onViewChange?: (view: LocationsView) => void;
  defaultView?: LocationsView;
  /**
   * When the data shown was last loaded, while it is the copy this browser kept rather than a
   * fresh answer (restored and not yet refreshed, a refresh that failed, offline); null when fresh.
   */
  savedAt?: number | null;
  copy?: Partial<LocationsScreenCopy>;
  /** "Near me" and the city picker; left out, the venues are listed by name only. */
  near?: LocationsNear;
}

/** The locations screen: venues to search, filter and book, and open game sessions to join. */
export function LocationsScreen({
  locations,
  demoLocations = [],
  search,
  facility,
  onSearchChange,
  onFacilityChange,
  onBookNow,
  onRetry,
  sessionsPanel,
  view,
  onViewChange,
  defaultView = 'locations',
  copy,
  savedAt = null,
  near,
}: LocationsScreenProps) {
  const text = { ...LOCATIONS_SCREEN_COPY, ...copy };
  const all: readonly Location[] =
    locations.status === 'success'
      ? locations.data
      : locations.status === 'error'
        ? demoLocations
        : [];
  const sorted = near !== undefined && isSortedByDistance(near.origin);
  // Sorted by distance, the list is the server's nearby answer, in its order.
  const listed: Remote<Location[]> | undefined = sorted ? near.nearby : undefined;
  const source: readonly Location[] = listed?.status === 'success' ? listed.data : all;
  const shown = filterLocations(source, search, facility);

  const clearFilters = () => {
    onSearchChange('');
    onFacilityChange('all');
  };

  return (
    <PageFrame py={{ base: '6', md: '10' }}>
      <Stack gap="2" mb="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {text.title}
        </Heading>
        <Text color="fg.muted">{text.subtitle}</Text>
      </Stack>
      {savedAt !== null ? <SavedDataNote updatedAt={savedAt} /> : null}

      <Tabs.Root
        variant="line"
        lazyMount
        {...(view === undefined ? { defaultValue: defaultView } : { value: view })}
        onValueChange={(value) => onViewChange?.(value === 'sessions' ? 'sessions' : 'locations')}
      >
        <Tabs.List aria-label={text.title} mb="6">
          <Tabs.Trigger value="locations">{text.venuesTab}</Tabs.Trigger>
          <Tabs.Trigger value="sessions">{text.sessionsTab}</Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content
          value="locations"
          onFocusCapture={() => void loadEmptyState()}
          onPointerDownCapture={() => void loadEmptyState()}
        >
          <Suspense fallback={<PageSpinner label={text.loading} showLabel minH="16rem" />}>
            <Stack gap="6">
              {locations.status === 'error' && demoLocations.length > 0 ? (
                <Stack gap="2" align="start">
                  <DemoDataNotice message={locations.message} notice={text.demoNotice} />
                  {onRetry ? (
                    <Button size="sm" variant="outline" onClick={onRetry}>
                      {text.retry}
                    </Button>
                  ) : null}
                </Stack>
              ) : null}
              {locations.status === 'error' && demoLocations.length === 0 ? (
                <ErrorState
                  title={locations.message}
                  onRetry={onRetry}
                  retryLabel={text.retry}
                  headingLevel="h2"
                />
              ) : null}

              <Box
                display="grid"
                gridTemplateColumns={{ base: '1fr', lg: '20rem 1fr' }}
                gap="4"
                alignItems="end"
              >
                <LocationSearch value={search} onChange={onSearchChange} />
                <FacilityFilter value={facility} onChange={onFacilityChange} />
              </Box>
              {near ? (
                <NearMe
                  origin={near.origin}
                  cities={near.cities}
                  onNearMe={near.onNearMe}
                  onCityChange={near.onCityChange}
                  onClear={near.onClear}
                />
              ) : null}

              {sorted && listed?.status === 'loading' ? (
                <PageSpinner label={text.loadingNearby} showLabel minH="16rem" />
              ) : sorted && listed?.status === 'error' ? (
                <ErrorState
                  title={listed.message}
                  onRetry={near.onRetry}
                  retryLabel={text.retry}
                  headingLevel="h2"
                />
              ) : sorted && source.length === 0 ? (
                <EmptyState
                  title={text.noneNearTitle(near.radiusKm)}
                  description={text.noneNear}
                  headingLevel="h2"
                  action={
                    <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
                      {near.radiusKm < near.maxRadiusKm ? (
                        <Button onClick={near.onWiden}>{text.widen(near.maxRadiusKm)}</Button>
                      ) : null}
                      <Button variant="outline" onClick={near.onClear}>
                        {text.showAll}
                      </Button>
                    </Stack>
                  }
                />
              ) : locations.status === 'loading' && !sorted ? (
                <PageSpinner label={text.loading} showLabel minH="16rem" />
              ) : (
                <>
                  <Text role="status" color="fg.muted" fontSize="sm">
                    {sorted
                      ? text.nearCount(shown.length, source.length, near.radiusKm)
                      : text.count(shown.length, all.length)}
                  </Text>
                  {shown.length > 0 ? (
                    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5">
                      {shown.map((location) => (
                        <LocationCard
                          key={location.id}
                          location={location}
                          onBookNow={onBookNow}
                          headingLevel="h2"
                          dayHref={
                            locations.status === 'success' ? venueDayPath(location.id) : undefined
                          }
                        />
                      ))}
                    </SimpleGrid>
                  ) : source.length > 0 ? (
                    <EmptyState
                      title={text.noResultsTitle}
                      description={text.noResults}
                      headingLevel="h2"
                      action={
                        <Button variant="outline" onClick={clearFilters}>
                          {text.clearFilters}
                        </Button>
                      }
                    />
                  ) : null}
                </>
              )}
            </Stack>
          </Suspense>
        </Tabs.Content>

        <Tabs.Content value="sessions">
          <Suspense fallback={<PageSpinner label={text.loadingSessions} showLabel minH="16rem" />}>
            {sessionsPanel}
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </PageFrame>
  );
}
