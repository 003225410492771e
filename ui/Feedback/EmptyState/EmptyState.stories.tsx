import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RouterLink } from '../../Navigation/AppLink';
import { CalendarIcon } from '../../Shell/Icons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: <CalendarIcon />,
    title: 'No upcoming games',
    description: 'When you book a court or join a game, it will show up here.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No upcoming games')).toBeVisible();
    await expect(
      canvas.getByText('When you book a court or join a game, it will show up here.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const WithAction: Story = {
  args: {
    action: (
      <Button asChild colorPalette="brand">
        <RouterLink to="/locations">Book New Session</RouterLink>
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Book New Session' });
    await expect(link).toHaveAttribute('href', '/locations');
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, title: 'No news yet' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No news yet')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeNull();
  },
};

/** Where the empty state heads a section, its title is a real heading. */
export const AsHeading: Story = {
  args: { headingLevel: 'h2' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'No upcoming games' }),
    ).toBeVisible();
  },
};
