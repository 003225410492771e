import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UPDATE_PROMPT, UpdatePrompt } from './UpdatePrompt';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Components/Feedback/UpdatePrompt',
  component: UpdatePrompt,
  args: { onReload: fn(), onDismiss: fn() },
} satisfies Meta<typeof UpdatePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offered, not done: nothing reloads until the member presses Reload. */
export const Offered: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement.ownerDocument.body).getByRole('region', {
      name: 'App update',
    });
    await expect(within(region).getByRole('status')).toHaveTextContent(UPDATE_PROMPT.title);
    await expect(region).toHaveTextContent('not sent yet would be lost');
    await expect(args.onReload).not.toHaveBeenCalled();
    await userEvent.click(within(region).getByRole('button', { name: UPDATE_PROMPT.reload }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** Not now keeps the version the member is using. */
export const Dismissed: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement.ownerDocument.body).getByRole('region', {
      name: 'App update',
    });
    await userEvent.click(within(region).getByRole('button', { name: UPDATE_PROMPT.dismiss }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};

/** On a phone it spans the screen's width above the bottom edge, its buttons within reach. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement.ownerDocument.body).getByRole('region', {
      name: 'App update',
    });
    const box = region.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    const reload = within(region).getByRole('button', { name: UPDATE_PROMPT.reload });
    await expect(reload.getBoundingClientRect().height).toBeGreaterThanOrEqual(32);
  },
};

/** Taking over: Reload shows it is working and Not now waits. */
export const Reloading: Story = {
  args: { reloading: true },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement.ownerDocument.body).getByRole('region', {
      name: 'App update',
    });
    await expect(
      within(region).getByRole('button', { name: UPDATE_PROMPT.dismiss }),
    ).toBeDisabled();
  },
};
