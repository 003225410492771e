import { Button, HStack } from '@chakra-ui/react';
import { SCREEN_MESSAGES, SUCCESS_NOTICES, TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Toaster } from './Toaster';
import { toaster } from './lazyToaster';
import { toastStore } from './toastStore';

function ToastDemo() {
  return (
    <HStack gap="3" wrap="wrap">
      <Button
        colorPalette="brand"
        onClick={() =>
          toaster.create({
            type: 'success',
            title: SUCCESS_NOTICES.profileUpdated,
            description: 'Your changes are saved.',
          })
        }
      >
        Show success
      </Button>
      <Button
        colorPalette="red"
        onClick={() =>
          toaster.create({
            type: 'error',
            title: SCREEN_MESSAGES.profile.unexpected,
            description: 'Please try again.',
          })
        }
      >
        Show error
      </Button>
      <Toaster />
    </HStack>
  );
}

const meta = {
  title: 'Components/Feedback/Toaster',
  component: Toaster,
  render: () => <ToastDemo />,
  // Each story starts with no toast left over from the one before.
  beforeEach: () => {
    toaster.remove();
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const title = await screen.findByText(SUCCESS_NOTICES.profileUpdated);
    // Toasts fade in: wait for the animation rather than the first frame.
    await waitFor(() => expect(title).toBeVisible());
    await waitFor(() => expect(screen.getByText('Your changes are saved.')).toBeVisible());

    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    const error = await screen.findByText(SCREEN_MESSAGES.profile.unexpected);
    await waitFor(() => expect(error).toBeVisible());
    // Each toast is a status in the toaster's live region.
    await expect(
      within(screen.getByRole('region', { name: /Notifications/ })).getAllByRole('status'),
    ).toHaveLength(2);
  },
};

/** The defaults the specification fixes: top-end, 4000 ms, at most 5 visible. */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Show success' });
    for (let i = 0; i < TOAST_MAX_VISIBLE + 2; i += 1) await userEvent.click(button);
    await waitFor(() =>
      expect(screen.getAllByText(SUCCESS_NOTICES.profileUpdated)).toHaveLength(TOAST_MAX_VISIBLE),
    );
    const group = document.querySelector('[data-scope="toast"][data-part="group"]');
    await expect(group).toHaveAttribute('data-placement', 'top-end');
    await expect(toastStore.attrs.duration).toBe(TOAST_DURATION_MS);
  },
};

export const Dismiss: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show error' }));
    await screen.findByText(SCREEN_MESSAGES.profile.unexpected);
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await waitFor(() =>
      expect(screen.queryByText(SCREEN_MESSAGES.profile.unexpected)).not.toBeInTheDocument(),
    );
  },
};

/** The Admin Overview's Refresh, once every figure is back. */
export const DashboardRefreshed: Story = {
  render: () => (
    <HStack gap="3">
      <Button
        onClick={() =>
          toaster.create({ type: 'success', title: SUCCESS_NOTICES.dashboardRefreshed })
        }
      >
        Refresh
      </Button>
      <Toaster />
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refresh' }));
    const title = await screen.findByText('Dashboard data refreshed');
    await waitFor(() => expect(title).toBeVisible());
  },
};
