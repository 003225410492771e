import { formatCoins } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CalendarIcon, CheckCircleIcon, CoinsIcon, LocationsIcon } from '../../Shell/Icons';
import { StatTile } from './StatTile';
import { SimpleGrid } from '@chakra-ui/react';

const meta = {
  title: 'Components/Dashboard/StatTile',
  component: StatTile,
  args: { label: 'Upcoming', value: 3, helpText: 'Games booked', icon: <CalendarIcon /> },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Upcoming')).toBeVisible();
    await expect(canvas.getByText('3')).toBeVisible();
    await expect(canvas.getByText('Games booked')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Upcoming')).toBeVisible();
    // Assistive technology is told the figure is on its way; the help line keeps its place, so
    // the tile is as tall loading as loaded.
    await expect(canvas.getAllByRole('definition', { busy: true })).toHaveLength(2);
    await expect(canvas.queryByText('3')).toBeNull();
    await expect(canvas.queryByText('Games booked')).toBeNull();
  },
};

export const WithoutIcon: Story = {
  args: { icon: undefined, helpText: undefined, label: 'Locations', value: 24 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('24')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeNull();
  },
};

/** The four tiles of the home dashboard, in their palettes. */
export const DashboardRow: Story = {
  render: () => (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <StatTile label="Upcoming" value={3} helpText="Games booked" icon={<CalendarIcon />} />
      <StatTile
        label="Completed"
        value={18}
        helpText="Games played"
        icon={<CheckCircleIcon />}
        colorPalette="green"
      />
      <StatTile
        label="Coins"
        value={formatCoins(1250)}
        helpText="Available to spend"
        icon={<CoinsIcon />}
        colorPalette="accent"
      />
      <StatTile
        label="Locations"
        value={24}
        helpText="Across Nigeria"
        icon={<LocationsIcon />}
        colorPalette="blue"
      />
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Upcoming', 'Completed', 'Coins', 'Locations']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    await expect(canvas.getByText('1,250 coins')).toBeVisible();
  },
};
