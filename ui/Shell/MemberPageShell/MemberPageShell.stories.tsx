import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MemberPageShell } from './MemberPageShell';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Components/Shell/MemberPageShell',
  component: MemberPageShell,
  args: {
    title: 'My Bookings',
    subtitle: 'Your court bookings and game sessions, past and to come.',
    currentPath: '/bookings',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MemberPageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * What a member reads before the app has started: the page's heading and that it is loading, in
 * the header's frame. Nothing is offered that could not work yet (no link, menu or button), and
 * nothing of a visitor's (Login, Sign Up) shows to a member.
 */
async function showsTheFrameOnly(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  await expect(
    canvas.getByText('Your court bookings and game sessions, past and to come.'),
  ).toBeVisible();
  await expect(canvas.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  const header = canvas.getByRole('banner');
  await expect(within(header).getByRole('link', { name: /pitchside/i })).toBeVisible();
  await expect(within(header).queryAllByRole('button')).toEqual([]);
  await expect(within(header).queryByRole('navigation')).toBeNull();
  await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
  await expect(canvas.queryByRole('link', { name: 'Sign Up' })).toBeNull();
  // The header keeps its height, so the page does not move when the member's header replaces it.
  await expect(header.getBoundingClientRect().height).toBe(65);
}

export const Desktop: Story = {
  play: async ({ canvasElement }) => showsTheFrameOnly(canvasElement),
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => showsTheFrameOnly(canvasElement),
};

/** A page whose line under the heading depends on the member shows its heading alone. */
export const WithoutSubtitle: Story = {
  args: { title: 'Settings', subtitle: undefined, currentPath: '/settings' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};
