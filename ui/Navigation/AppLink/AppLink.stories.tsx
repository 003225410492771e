import { Button, HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppLink, RouterLink } from './AppLink';

const meta = {
  title: 'Components/Navigation/AppLink',
  component: AppLink,
  args: { to: '/privacy', children: 'Privacy Policy' },
} satisfies Meta<typeof AppLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Privacy Policy' });
    await expect(link).toHaveAttribute('href', '/privacy');
  },
};

/** A button that navigates is still a link for screen readers and keyboards. */
export const AsButton: Story = {
  render: () => (
    <HStack>
      <Button asChild colorPalette="brand">
        <RouterLink to="/locations">Book New Session</RouterLink>
      </Button>
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Book New Session' });
    await expect(link).toHaveAttribute('href', '/locations');
  },
};
