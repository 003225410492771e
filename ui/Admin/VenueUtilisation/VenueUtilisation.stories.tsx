import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { locationStats } from '../../fixtures/admin';
import { failure, loading, success } from '../../remote';
import { VenueUtilisation } from './VenueUtilisation';

const meta = {
  title: 'Components/Admin/VenueUtilisation',
  component: VenueUtilisation,
  args: { figures: success(locationStats), onRetry: fn() },
} satisfies Meta<typeof VenueUtilisation>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Venue utilisation' })).toBeVisible();
    await expect(
      canvas.getByText('This month: court hours booked out of court hours open'),
    ).toBeVisible();
    await expect(figure(canvasElement, 'Locations')).toHaveTextContent('3');
    await expect(figure(canvasElement, 'Under maintenance today')).toHaveTextContent('1');
    await expect(figure(canvasElement, 'Utilisation this month')).toHaveTextContent('42.5%');
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

export const Loading: Story = {
  args: { figures: loading },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Venue utilisation' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByText('Loading figures…')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A failed call shows the error and a retry, never example figures (DESIGN §4.13). */
export const Failed: Story = {
  args: { figures: failure('Failed to load location figures') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load location figures');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByText('Locations', { selector: 'dt' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NoLocations: Story = {
  args: {
    figures: success({ total: 0, active: 0, maintenance: 0, utilization_rate: 0, locations: [] }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No locations yet' })).toBeVisible();
    await expect(figure(canvasElement, 'Utilisation this month')).toHaveTextContent('0%');
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
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(figure(canvasElement, 'Utilisation this month')).toBeVisible();
  },
};
