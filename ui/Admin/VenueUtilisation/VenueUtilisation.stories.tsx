import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { locationStats } from '../../fixtures/admin';
import { success } from '../../remote';
import { figureBlockStories, figureOf, fitsTheWidth } from '../FigurePanel/figureStories';
import { VenueUtilisation } from './VenueUtilisation';

const meta = {
  title: 'Components/Admin/VenueUtilisation',
  component: VenueUtilisation,
  args: { figures: success(locationStats), onRetry: fn() },
} satisfies Meta<typeof VenueUtilisation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading, and a failed call with its retry: as every figure block (figureStories). */
const states = figureBlockStories('Venue utilisation', 'Failed to load location figures');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Venue utilisation' })).toBeVisible();
    await expect(
      canvas.getByText('This month: court hours booked out of court hours open'),
    ).toBeVisible();
    await expect(figureOf(canvasElement, 'Locations')).toHaveTextContent('3');
    await expect(figureOf(canvasElement, 'Under maintenance today')).toHaveTextContent('1');
    await expect(figureOf(canvasElement, 'Utilisation this month')).toHaveTextContent('42.5%');
    const table = canvas.getByRole('table', {
      name: 'Bookings, utilisation and coins spent this month, per location, busiest first',
    });
    const lekki = within(table).getByRole('row', { name: /Lekki Arena/ });
    await expect(lekki).toHaveTextContent('Lekki ArenaLagos4158.2%2,150 coins4.7');
    await expect(
      within(table).getByRole('columnheader', { name: 'Coins spent on bookings this month' }),
    ).toBeVisible();
  },
};

export const Loading: Story = states.Loading;

export const Failed: Story = states.Failed;

export const NoLocations: Story = {
  args: {
    figures: success({ total: 0, active: 0, maintenance: 0, utilization_rate: 0, locations: [] }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No locations yet' })).toBeVisible();
    await expect(figureOf(canvasElement, 'Utilisation this month')).toHaveTextContent('0%');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The table scrolls sideways inside its own keyboard-reachable region; the page does not.
    const scroller = canvas.getByRole('region', {
      name: 'Bookings, utilisation and coins spent this month, per location, busiest first',
    });
    await expect(scroller).toHaveAttribute('tabindex', '0');
    await fitsTheWidth();
    await expect(figureOf(canvasElement, 'Utilisation this month')).toBeVisible();
  },
};
