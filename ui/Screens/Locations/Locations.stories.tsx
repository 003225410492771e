import {
  SCREEN_MESSAGES,
  SERVICE_FALLBACK_MESSAGES,
  formatDate,
  formatTime,
  formatWeekday,
  type FacilityFilter,
} from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  demoLocations,
  gameSessions,
  joinedSession,
  joinedSessionIds,
  ikoyiRacquetClub,
  lekkiArena,
  locations,
  openSession,
  storyNow,
  yabaHoopsCentre,
} from '../../fixtures/locations';
import { NO_SESSION_FILTERS, type SessionFilterValues } from '../../Locations/SessionFilters';
import { inViewport } from '../../Feedback/PageNotice/seen';
import { Toaster, toaster } from '../../Feedback/Toaster';
import { failure, loading, success } from '../../remote';
import { LOCATIONS_SCREEN_COPY } from './copy';
import { LocationsScreen, type LocationsNear, type LocationsScreenProps } from './Locations';
import { SessionsPanel, type SessionsPanelProps } from './SessionsPanel';
import { expectSavedDataNote, savedAt } from '../../fixtures/savedData';

/** The sessions' tab as the app fills it, from the story's args. */
type SessionsArgs = Omit<
  SessionsPanelProps,
  'filters' | 'onFiltersChange' | 'venueNames' | 'text' | 'busySessionId' | 'sessionWaitlist'
> &
  Partial<Pick<SessionsPanelProps, 'busySessionId' | 'sessionWaitlist'>> & {
    onSessionFiltersChange?: (filters: SessionFilterValues) => void;
  };

type LocationsStoryProps = Omit<LocationsScreenProps, 'sessionsPanel'> & SessionsArgs;

/**
 * The app's part, played by the story: it keeps the search, the filters and the sessions' filters,
 * and fills the sessions' tab with the panel.
 */
function LocationsWithFilters({
  sessions,
  joinedSessionIds,
  busySessionId = null,
  onJoinSession,
  onLeaveSession,
  sessionWaitlist,
  now,
  onSessionFiltersChange,
  ...props
}: LocationsStoryProps) {
  const [search, setSearch] = useState(props.search);
  const [facility, setFacility] = useState<FacilityFilter>(props.facility);
  const [sessionFilters, setSessionFilters] = useState<SessionFilterValues>(NO_SESSION_FILTERS);
  const venues = props.locations.status === 'success' ? props.locations.data : [];
  return (
    <LocationsScreen
      {...props}
      search={search}
      facility={facility}
      onSearchChange={(value) => {
        setSearch(value);
        props.onSearchChange(value);
      }}
      onFacilityChange={(value) => {
        setFacility(value);
        props.onFacilityChange(value);
      }}
      sessionsPanel={
        <SessionsPanel
          sessions={sessions}
          filters={sessionFilters}
          onFiltersChange={(value) => {
            setSessionFilters(value);
            onSessionFiltersChange?.(value);
          }}
          venueNames={new Map(venues.map((venue) => [venue.id, venue.name]))}
          joinedSessionIds={joinedSessionIds}
          busySessionId={busySessionId}
          now={now}
          onJoinSession={onJoinSession}
          onLeaveSession={onLeaveSession}
          sessionWaitlist={sessionWaitlist}
          text={LOCATIONS_SCREEN_COPY}
        />
      }
    />
  );
}

const meta = {
  title: 'Screens/Locations',
  tags: ['!autodocs'],
  component: LocationsWithFilters,
  parameters: { layout: 'fullscreen', route: '/locations' },
  args: {
    locations: success(locations),
    demoLocations,
    search: '',
    facility: 'all',
    onSearchChange: fn(),
    onFacilityChange: fn(),
    onBookNow: fn(),
    onRetry: fn(),
    sessions: success(gameSessions),
    joinedSessionIds,
    onJoinSession: fn(),
    onLeaveSession: fn(),
    onSessionFiltersChange: fn(),
    now: storyNow,
  },
} satisfies Meta<typeof LocationsWithFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { locations: loading },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading locations...' })).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search locations' })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Facility' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(locations.length);
    await expect(canvas.getByText(`${locations.length} locations`)).toBeVisible();
    for (const city of ['Lagos', 'Abuja', 'Port Harcourt', 'Ibadan', 'Kano', 'Enugu']) {
      await expect(canvas.getAllByText(new RegExp(`^${city},`)).length).toBeGreaterThan(0);
    }
    const lekki = canvas.getByRole('article', { name: 'Lekki Arena' });
    await userEvent.click(within(lekki).getByRole('button', { name: /Book Now/ }));
    await expect(args.onBookNow).toHaveBeenCalledWith(lekkiArena);
  },
};

/** Tennis only: the venues without a tennis court leave the list. */
export const Filtered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Tennis' }));
    await expect(args.onFacilityChange).toHaveBeenCalledWith('tennis');
    const names = canvas
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading').textContent);
    await expect(names).toEqual([
      'Lekki Arena',
      'Ikoyi Racquet Club',
      'Ring Road Sports Park',
      'Independence Layout Courts',
    ]);
    for (const gone of ['Yaba Hoops Centre', 'Wuse Sports Hub', 'Garden City Turf']) {
      await expect(canvas.queryByRole('article', { name: gone })).toBeNull();
    }
    await expect(canvas.getByText(`Showing 4 of ${locations.length} locations`)).toBeVisible();

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search locations' }), 'lagos');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('lagos');
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

export const NoResults: Story = {
  args: { search: 'Kaduna', facility: 'volleyball' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The empty state's code loads when first needed; the list waits for it.
    await expect(await canvas.findByRole('heading', { name: 'No locations match' })).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.getByText(`Showing 0 of ${locations.length} locations`)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onSearchChange).toHaveBeenCalledWith('');
    await expect(args.onFacilityChange).toHaveBeenCalledWith('all');
    await expect(canvas.getAllByRole('article')).toHaveLength(locations.length);
  },
};

/** decisions §13: the failure is said, and the cards below are visibly demo data. */
export const LoadFailedDemoData: Story = {
  args: { locations: failure(SCREEN_MESSAGES.locations.loadFailed) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The notice's code loads with the demo venues; no venue shows before it.
    const notice = (await canvas.findByText('Failed to load locations')).closest(
      '[data-demo-data]',
    );
    await expect(notice).not.toBeNull();
    await expect(notice).toHaveTextContent(
      'Showing demo data: the venues below are examples, not live listings, and may not be bookable.',
    );
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(demoLocations.length);
    // The notice comes before the cards, so it is read and seen first.
    await expect(
      notice!.compareDocumentPosition(cards[0]!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Without demo data to fall back on, the failure stands alone with a retry. */
export const LoadFailed: Story = {
  args: { locations: failure(SCREEN_MESSAGES.locations.loadFailed), demoLocations: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load locations');
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const GameSessions: Story = {
  args: { defaultView: 'sessions' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Game sessions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The tab's filters and cards load when it is first shown.
    await canvas.findByText(`${gameSessions.length} game sessions`);
    await expect(canvas.getAllByRole('article')).toHaveLength(gameSessions.length);
    await expect(canvas.getByText(`${gameSessions.length} game sessions`)).toBeVisible();
    // One heading per day, in order, each card under its day.
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Saturday 21 Nov 2026',
      'Sunday 22 Nov 2026',
      'Tuesday 24 Nov 2026',
      'Wednesday 25 Nov 2026',
      'Thursday 26 Nov 2026',
    ]);
    const saturday = canvas.getByRole('region', { name: 'Saturday 21 Nov 2026' });
    const open = within(saturday).getByRole('article', { name: 'Saturday 5-a-side' });
    await expect(open).toHaveTextContent('Lekki Arena · Pitch A (Football)');
    // Each button names the session it joins.
    await userEvent.click(
      within(open).getByRole('button', { name: 'Join Saturday 5-a-side, Sat 21 Nov 2026, 16:00' }),
    );
    await expect(args.onJoinSession).toHaveBeenCalledWith(openSession);

    const joined = canvas.getByRole('article', { name: 'Doubles Ladder' });
    await userEvent.click(
      within(joined).getByRole('button', { name: 'Leave Doubles Ladder, Tue 24 Nov 2026, 18:00' }),
    );
    await expect(args.onLeaveSession).toHaveBeenCalledWith(expect.objectContaining({ id: 103 }));
    await expect(canvas.getByRole('button', { name: 'Full' })).toBeDisabled();
  },
};

/** Narrowed by sport, venue and day: the count says how many of all, the groups follow. */
export const GameSessionsFiltered: Story = {
  args: { defaultView: 'sessions' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Sport' }),
      'Football',
    );
    await expect(args.onSessionFiltersChange).toHaveBeenLastCalledWith({
      day: '',
      sport: 'football',
      venue: null,
    });
    await expect(
      canvas.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Saturday 5-a-side']);
    await expect(
      canvas.getByText(`Showing 1 of ${gameSessions.length} game sessions`),
    ).toBeVisible();
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Saturday 21 Nov 2026']);

    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(gameSessions.length);

    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Venue' }),
      'Ikoyi Racquet Club',
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(canvas.getByRole('article', { name: 'Doubles Ladder' })).toBeVisible();

    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Day' }),
      'Sunday 22 Nov 2026',
    );
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.getByRole('heading', { name: 'No game sessions match' })).toBeVisible();
  },
};

/** The sessions grouped by day on a phone: filters stacked, one card a row. */
export const GameSessionsPhone: Story = {
  ...GameSessions,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The sessions list in dark mode: cards and headings on the dark page. */
export const GameSessionsDark: Story = {
  args: { defaultView: 'sessions' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement, globals }) => {
    // The story's theme reaches its play function, and the page is in that mode before it runs.
    await expect(globals['theme']).toBe('dark');
    await expect(document.documentElement).toHaveClass('dark');
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: 'Saturday 5-a-side' });
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    await expect(getComputedStyle(card).backgroundColor).not.toBe('rgb(255, 255, 255)');
  },
};

export const GameSessionJoining: Story = {
  args: { defaultView: 'sessions', busySessionId: openSession.id },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: /Joining/ }),
    ).toBeDisabled();
  },
};

/**
 * Leaving fails for a session far down the list: the failure is a toast, on screen wherever the
 * member has scrolled, not a banner at the top of the list (the app raises it; the story plays
 * that part). Joining reports inside its confirmation dialog.
 */
export const GameSessionLeaveFailed: Story = {
  args: {
    defaultView: 'sessions',
    onLeaveSession: fn(() => {
      toaster.create({ type: 'error', title: SERVICE_FALLBACK_MESSAGES.bookings.leaveSession });
    }),
  },
  render: (args) => (
    <>
      <LocationsWithFilters {...args} />
      <Toaster />
    </>
  ),
  beforeEach: () => {
    toaster.remove();
  },
  play: async ({ canvasElement }) => {
    const joined = await within(canvasElement).findByRole('article', {
      name: joinedSession.title,
    });
    // Every card has its own Leave, named after the session it leaves.
    const when = `${formatWeekday(joinedSession.date)} ${formatDate(joinedSession.date)}, ${formatTime(joinedSession.start_time)}`;
    const leave = within(joined).getByRole('button', {
      name: `Leave ${joinedSession.title}, ${when}`,
    });
    leave.scrollIntoView({ block: 'end' });
    await userEvent.click(leave);
    const toast = await screen.findByText(SERVICE_FALLBACK_MESSAGES.bookings.leaveSession);
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(inViewport(toast)).toBe(true));
  },
};

export const GameSessionLeaveFailedPhone: Story = {
  ...GameSessionLeaveFailed,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The sessions could not be loaded and the server said nothing: SPEC §8's words. */
export const GameSessionsFailed: Story = {
  args: {
    defaultView: 'sessions',
    sessions: failure(SERVICE_FALLBACK_MESSAGES.locations.fetchSessions),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Failed to fetch sessions',
    );
  },
};

export const GameSessionsEmpty: Story = {
  args: { defaultView: 'sessions', sessions: success([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No open game sessions right now')).toBeVisible();
  },
};

/** Switching tabs with the mouse, as a member would. */
export const SwitchToSessions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Game sessions' }));
    await expect(await canvas.findByRole('article', { name: 'Saturday 5-a-side' })).toBeVisible();
  },
};

export const ReadyPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(locations.length);
  },
};

// "Near me" (docs/near-me.md): the server's nearby answer, nearest first.
const ikoyiNear = { ...ikoyiRacquetClub, distance: 4.12 };
const lekkiNear = { ...lekkiArena, distance: 0.85 };
const yabaNear = { ...yabaHoopsCentre, distance: 9.47 };
const nearbyVenues = [lekkiNear, ikoyiNear, yabaNear];
const phone = { viewport: { value: 'phone', isRotated: false } };

function near(overrides: Partial<LocationsNear>): LocationsNear {
  return {
    origin: { kind: 'me', position: 'located' },
    cities: ['Abuja', 'Enugu', 'Ibadan', 'Kano', 'Lagos', 'Port Harcourt'],
    nearby: success(nearbyVenues),
    radiusKm: 10,
    maxRadiusKm: 100,
    onNearMe: fn(),
    onCityChange: fn(),
    onClear: fn(),
    onRetry: fn(),
    onWiden: fn(),
    ...overrides,
  };
}

const cardNames = (canvas: ReturnType<typeof within>) =>
  canvas
    .getAllByRole('article')
    .map((card: HTMLElement) => within(card).getByRole('heading').textContent);

/** Sorted by distance from the member: the nearest first, each card with its distance. */
export const NearMeSorted: Story = {
  args: { near: near({}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sorted by distance from you')).toHaveAttribute('role', 'status');
    await expect(cardNames(canvas)).toEqual([
      'Lekki Arena',
      'Ikoyi Racquet Club',
      'Yaba Hoops Centre',
    ]);
    const distances = canvas
      .getAllByRole('article')
      .map((card) => within(card).getByText(/^\d+(\.\d)? k?m$/).textContent);
    // Read with the words a screen reader hears before each figure.
    await expect(distances).toEqual(['Distance: 850 m', 'Distance: 4.1 km', 'Distance: 9.5 km']);
    await expect(canvas.getByText('3 locations within 10 km')).toBeVisible();
    // The search and the sport still narrow the sorted list, keeping its order.
    await userEvent.click(canvas.getByRole('radio', { name: 'Tennis' }));
    await expect(cardNames(canvas)).toEqual(['Lekki Arena', 'Ikoyi Racquet Club']);
    await expect(canvas.getByText('Showing 2 of 3 locations within 10 km')).toBeVisible();
  },
};
export const NearMeSortedPhone: Story = { ...NearMeSorted, globals: phone };

/** Asking the browser: every venue stays listed by name meanwhile. */
export const NearMeLocating: Story = {
  args: { near: near({ origin: { kind: 'me', position: 'locating' }, nearby: loading }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Near me' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByText('Finding your location...')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(locations.length);
  },
};
export const NearMeLocatingPhone: Story = { ...NearMeLocating, globals: phone };

/** Located, waiting for the server's answer. */
export const NearMeLoading: Story = {
  args: { near: near({ nearby: loading }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('status', { name: 'Finding the nearest venues...' }),
    ).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};
export const NearMeLoadingPhone: Story = { ...NearMeLoading, globals: phone };

export const NearMeFailed: Story = {
  args: { near: near({ nearby: failure(SERVICE_FALLBACK_MESSAGES.locations.findNearby) }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to find nearby locations');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.near?.onRetry).toHaveBeenCalled();
  },
};
export const NearMeFailedPhone: Story = { ...NearMeFailed, globals: phone };

/** Nothing within the default radius: look further, or show every venue. */
export const NearMeNoneWithin: Story = {
  args: { near: near({ nearby: success([]) }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No venues within 10 km' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Look within 100 km' }));
    await expect(args.near?.onWiden).toHaveBeenCalled();
    const showAll = canvas.getAllByRole('button', { name: 'Show all venues' });
    await userEvent.click(showAll[showAll.length - 1]!);
    await expect(args.near?.onClear).toHaveBeenCalled();
  },
};
export const NearMeNoneWithinPhone: Story = { ...NearMeNoneWithin, globals: phone };

/** Widened to the widest radius and still nothing: no further to look. */
export const NearMeNoneWithinWidest: Story = {
  args: { near: near({ nearby: success([]), radiusKm: 100 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No venues within 100 km' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Look within/ })).toBeNull();
  },
};

/** Location refused: the list stays by name, the message says how on, and a city can be picked. */
export const NearMeDenied: Story = {
  args: { near: near({ origin: { kind: 'me', position: 'denied' }, nearby: loading }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "Location is off for Pitchside. Allow it in your browser's settings, or pick a city.",
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(locations.length);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Or pick a city' }),
      'Lagos',
    );
    await expect(args.near?.onCityChange).toHaveBeenCalledWith('Lagos');
  },
};
export const NearMeDeniedPhone: Story = { ...NearMeDenied, globals: phone };

export const NearMeUnavailable: Story = {
  args: { near: near({ origin: { kind: 'me', position: 'unavailable' }, nearby: loading }) },
  play: async ({ canvasElement, args }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      "We couldn't find your location. Try again, or pick a city.",
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.near?.onNearMe).toHaveBeenCalled();
  },
};
export const NearMeUnavailablePhone: Story = { ...NearMeUnavailable, globals: phone };

/** Sorted from a city's centre, the fallback without the member's position. */
export const NearCitySorted: Story = {
  args: { near: near({ origin: { kind: 'city', city: 'Lagos' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Or pick a city' })).toHaveValue('Lagos');
    await expect(canvas.getByText('Sorted by distance from the centre of Lagos')).toBeVisible();
    await expect(cardNames(canvas)).toEqual([
      'Lekki Arena',
      'Ikoyi Racquet Club',
      'Yaba Hoops Centre',
    ]);
  },
};
export const NearCitySortedPhone: Story = { ...NearCitySorted, globals: phone };

/**
 * What this browser kept, shown while the server has not answered (or cannot): said under the
 * heading, with the time it was loaded, above the data itself.
 */
export const SavedData: Story = {
  args: { savedAt },
  play: async ({ canvasElement }) => {
    await expectSavedDataNote(canvasElement, 'Locations');
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(locations.length);
  },
};

export const SavedDataPhone: Story = {
  ...SavedData,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
