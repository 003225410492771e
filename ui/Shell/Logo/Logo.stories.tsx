import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from './Logo';

const meta = {
  title: 'Components/Shell/Logo',
  component: Logo,
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Pitchside home' });
    await expect(link).toHaveAttribute('href', '/');
    await expect(link).toHaveTextContent('Pitchside');
  },
};

/** On the dark surfaces: the transparent header over the hero, the landing page. */
export const Inverted: Story = {
  args: { inverted: true },
  decorators: [
    (Story) => (
      <Box bg="brand.900" p="4">
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Pitchside home' });
    await expect(link).toHaveAttribute('href', '/');
  },
};
