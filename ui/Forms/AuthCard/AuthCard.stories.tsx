import { Button, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppLink } from '../../Navigation/AppLink';
import { AuthCard } from './AuthCard';

const meta = {
  title: 'Components/Forms/AuthCard',
  component: AuthCard,
  args: {
    title: 'Welcome back',
    subtitle: 'Sign in to book courts and join games.',
    children: <Button colorPalette="brand">Sign in</Button>,
    footer: (
      <Text fontSize="sm" color="fg.muted">
        New here? <AppLink to="/register">Sign up</AppLink>
      </Text>
    ),
  },
} satisfies Meta<typeof AuthCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/register',
    );
  },
};

export const WidePhone: Story = {
  args: { width: '2xl', title: 'Create your account' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible();
  },
};
