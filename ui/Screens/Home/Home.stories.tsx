import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatCoins } from '@domain';
import { newsItems } from '../../fixtures/content';
import { homeFigures, newLocations, newMemberFigures, upcomingGames } from '../../fixtures/home';
import { member, pendingMember, suspendedMember } from '../../fixtures/users';
import { failure, loading, success } from '../../remote';
import { HomeRenderError, HomeScreen } from './Home';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Screens/Home',
  tags: ['!autodocs'],
  component: HomeScreen,
  args: { user: null, onRetry: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const dashboardArgs = {
  user: member,
  figures: success(homeFigures),
  upcomingGames: success(upcomingGames),
  newLocations: success(newLocations),
  news: success(newsItems),
};

/** A visitor: hero, figures, features, the three steps, the call to action and the help card. */
export const Marketing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Book courts. Join games. Play more.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Apply to Join' })).toHaveAttribute(
      'href',
      '/register',
    );
    const numbers = canvas.getByRole('region', { name: 'Pitchside in numbers' });
    for (const figure of ['5K+', '50+', '25K+']) {
      await expect(within(numbers).getByText(figure)).toBeVisible();
    }
    const features = canvas.getByRole('region', { name: 'Everything you need to play' });
    await expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const steps = canvas.getByRole('region', { name: 'How it works' });
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    await expect(
      within(steps).getByRole('heading', { name: 'Step 1: Apply to join' }),
    ).toBeVisible();
    const cta = canvas.getByRole('region', { name: 'Ready to play?' });
    await expect(within(cta).getByRole('link', { name: 'Join Pitchside' })).toHaveAttribute(
      'href',
      '/register',
    );
    const help = canvas.getByRole('region', { name: 'Need help?' });
    await expect(within(help).getByText(/within 24 hours/)).toBeVisible();
    await expect(within(help).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(canvas.queryByText(/Welcome back/)).toBeNull();
  },
};

/** A member awaiting approval sees the marketing page with their status, and no sign-up call. */
export const MarketingUnapproved: Story = {
  args: { user: pendingMember },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Account Approval Required');
    await expect(canvas.queryByText(/Welcome back/)).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Join Pitchside' })).toBeNull();
    for (const link of canvas.getAllByRole('link', { name: 'Go to Dashboard' })) {
      await expect(link).toHaveAttribute('href', '/dashboard');
    }
  },
};

export const MarketingSuspended: Story = {
  args: { user: suspendedMember },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Account Suspended');
    await expect(canvas.queryByText(/Welcome back/)).toBeNull();
  },
};

/** An approved member: welcome, Book New Session, four figures and the three tabs. */
export const Dashboard: Story = {
  args: dashboardArgs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Welcome back, Adaeze!' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book New Session' })).toHaveAttribute(
      'href',
      '/locations',
    );
    const figures = canvas.getByRole('region', { name: 'Your figures' });
    for (const [label, value] of [
      ['Upcoming', '3'],
      ['Completed', '18'],
      ['Coins', '1,250 coins'],
      ['Locations', '24'],
    ] as const) {
      await expect(within(figures).getByText(label)).toBeVisible();
      await expect(within(figures).getByText(value)).toBeVisible();
    }

    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Upcoming Games',
      'New Locations',
      'News & Updates',
    ]);
    // Panels are picked by their tab's name: while one fades out, two are briefly in the page.
    const upcoming = await canvas.findByRole('tabpanel', { name: 'Upcoming Games' });
    await expect(within(upcoming).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(
      within(upcoming).getByRole('heading', {
        name: `Football at ${upcomingGames[0]?.location.name}`,
      }),
    ).toBeVisible();
    await expect(within(upcoming).getByText(/Sun 22 Nov 2026, 10:00–12:00/)).toBeVisible();
    // One session place among two court hires, each said in words beside its icon.
    await expect(within(upcoming).getAllByText('Session place')).toHaveLength(1);
    await expect(within(upcoming).getAllByText('Court hire')).toHaveLength(2);
    await expect(within(upcoming).getAllByText('Confirmed')).toHaveLength(2);

    await userEvent.click(canvas.getByRole('tab', { name: 'New Locations' }));
    const locations = await canvas.findByRole('tabpanel', { name: 'New Locations' });
    const [newest] = newLocations;
    await expect(within(locations).getByRole('heading', { name: newest?.name })).toBeVisible();
    await expect(
      within(locations).getByText(`${formatCoins(newest?.hourly_rate ?? 0)} an hour`),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'News & Updates' }));
    const news = await canvas.findByRole('tabpanel', { name: 'News & Updates' });
    await expect(within(news).getAllByRole('article')).toHaveLength(newsItems.length);
    await expect(within(news).getByRole('heading', { name: newsItems[0]?.title })).toBeVisible();
  },
};

/** While the dashboard's data load: skeleton figures and a spinner in the open tab. */
export const DashboardLoading: Story = {
  args: {
    user: member,
    figures: loading,
    upcomingGames: loading,
    newLocations: loading,
    news: loading,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Welcome back, Adaeze!' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('definition', { busy: true })).toHaveLength(8);
    await expect(canvas.getByRole('status', { name: 'Loading upcoming games…' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'News & Updates' }));
    await expect(canvas.getByRole('status', { name: 'Loading news…' })).toBeVisible();
  },
};

export const DashboardEmpty: Story = {
  args: {
    ...dashboardArgs,
    figures: success({ ...homeFigures, upcoming: 0 }),
    upcomingGames: success([]),
    newLocations: success([]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No upcoming games')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find a Location' })).toHaveAttribute(
      'href',
      '/locations',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'New Locations' }));
    await expect(canvas.getByText('No new locations')).toBeVisible();
  },
};

/** A member with no coins who has never booked is welcomed as new and sent to buy coins. */
export const DashboardNewMember: Story = {
  args: {
    ...dashboardArgs,
    figures: success(newMemberFigures),
    upcomingGames: success([]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Welcome to Pitchside, Adaeze!' }),
    ).toBeVisible();
    await expect(canvas.queryByText(/Welcome back/)).toBeNull();
    await expect(canvas.getByText(/Buy coins to book your first game\./)).toBeVisible();
    const buy = canvas.getByRole('link', { name: 'Buy Coins' });
    await expect(buy).toBeVisible();
    await expect(buy).toHaveAttribute('href', '/subscriptions');
    await expect(canvas.queryByRole('link', { name: 'Book New Session' })).toBeNull();
  },
};

/** A part that failed says so and offers a retry for that part alone. */
export const DashboardDataError: Story = {
  args: {
    ...dashboardArgs,
    figures: failure('Server error: 500'),
    upcomingGames: failure('Failed to fetch bookings'),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts).toHaveLength(2);
    await expect(alerts[0]).toHaveTextContent('Server error: 500');
    await expect(alerts[1]).toHaveTextContent('Failed to fetch bookings');
    const [retryFigures, retryGames] = canvas.getAllByRole('button', { name: 'Try again' });
    await userEvent.click(retryFigures as HTMLElement);
    await expect(args.onRetry).toHaveBeenLastCalledWith('figures');
    await userEvent.click(retryGames as HTMLElement);
    await expect(args.onRetry).toHaveBeenLastCalledWith('upcomingGames');
  },
};

const reload = fn();

/** What the app's error boundary renders when the home page throws. */
export const RenderError: Story = {
  beforeEach: () => {
    reload.mockClear();
  },
  render: () => <HomeRenderError onReload={reload} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Error Loading Page' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload Page' }));
    await expect(reload).toHaveBeenCalledTimes(1);
  },
};

export const MarketingPhone: Story = {
  ...Marketing,
  globals: phone,
};

export const DashboardPhone: Story = {
  ...Dashboard,
  globals: phone,
};

export const DashboardNewMemberPhone: Story = {
  ...DashboardNewMember,
  globals: phone,
};

/** Coins about to expire: the coins tile says how many and when, in place of its usual hint. */
export const DashboardCoinsExpiring: Story = {
  args: {
    ...dashboardArgs,
    figures: success({
      ...homeFigures,
      expiring: { coins: 40, expires_at: '2026-12-12T10:30:00+01:00' },
    }),
  },
  play: async ({ canvasElement }) => {
    const figures = within(canvasElement).getByRole('region', { name: 'Your figures' });
    await expect(within(figures).getByText('40 coins expire on 12 Dec 2026')).toBeVisible();
    await expect(within(figures).queryByText('Available to spend')).toBeNull();
  },
};

export const DashboardCoinsExpiringPhone: Story = {
  ...DashboardCoinsExpiring,
  globals: phone,
};
