import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LandingScreen } from './Landing';

const meta = {
  title: 'Screens/Landing',
  tags: ['!autodocs'],
  component: LandingScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);

    const header = canvas.getByRole('banner');
    await expect(header).toHaveStyle({ position: 'fixed' });
    const nav = within(header).getByRole('navigation', { name: 'Landing' });
    for (const [name, id] of [
      ['Excellence', 'excellence'],
      ['Network', 'network'],
      ['Culture', 'culture'],
      ['Elite', 'elite'],
    ] as const) {
      await expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', `#${id}`);
      await expect(canvasElement.querySelector(`section#${id}`)).not.toBeNull();
    }
    await expect(within(header).getByRole('link', { name: 'LOGIN' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(within(header).getByRole('link', { name: 'JOIN ELITE' })).toHaveAttribute(
      'href',
      '/register',
    );

    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Apply to Join' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getByRole('link', { name: 'Explore Elite' })).toHaveAttribute(
      'href',
      '#excellence',
    );

    const numbers = canvas.getByRole('region', { name: 'Pitchside in numbers' });
    for (const [value, label] of [
      ['5K+', 'Elite Athletes'],
      ['50+', 'Premium Locations'],
      ['25K+', 'Sessions Booked'],
      ['100%', 'Satisfaction Rate'],
    ] as const) {
      await expect(within(numbers).getByText(value)).toBeVisible();
      await expect(within(numbers).getByText(label)).toBeVisible();
    }

    const excellence = canvas.getByRole('region', { name: 'Excellence Standard' });
    for (const title of ['Premium Facilities', 'Instant Elite Access', 'Exclusive Community']) {
      await expect(
        within(excellence).getByRole('heading', { level: 3, name: title }),
      ).toBeVisible();
    }
    const invitation = canvas.getByRole('region', { name: 'Invitation Only' });
    await expect(
      within(invitation).getByRole('link', { name: 'Request Invitation' }),
    ).toHaveAttribute('href', '/register');
    const network = canvas.getByRole('region', { name: 'The Network' });
    for (const title of ['Talent Scouting', 'Corporate Partnerships', 'Cultural Impact']) {
      await expect(within(network).getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
  },
};

/** Explore Elite scrolls to the Excellence Standard, below the fixed nav. */
export const ExploreElite: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Explore Elite' }));
    const excellence = canvas.getByRole('region', { name: 'Excellence Standard' });
    await waitFor(() => expect(excellence.getBoundingClientRect().top).toBeLessThan(200));
    const headerBottom = canvas.getByRole('banner').getBoundingClientRect().bottom;
    await expect(excellence.getBoundingClientRect().top).toBeGreaterThanOrEqual(headerBottom - 1);
  },
};

export const DefaultPhone: Story = {
  ...Default,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
