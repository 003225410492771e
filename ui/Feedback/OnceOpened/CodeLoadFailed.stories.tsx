import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CODE_LOAD_FAILED_COPY, CodeLoadFailed } from './CodeLoadFailed';

/**
 * What `OnceOpened` shows in place of a dialog whose code did not download (see its
 * DownloadFailed story for how it comes and goes, and takes focus): fixed at the foot of the
 * screen, over the page.
 */
const meta = {
  title: 'Components/Feedback/CodeLoadFailed',
  component: CodeLoadFailed,
  args: { onReload: fn(), onClose: fn() },
  // A screen's height behind it, so that its picture shows it where a member sees it.
  decorators: [
    (Story) => (
      <Box minH="100dvh">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof CodeLoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(CODE_LOAD_FAILED_COPY.title);
    await expect(alert).toHaveTextContent(CODE_LOAD_FAILED_COPY.message);
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload Page' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    // Escape closes it from anywhere inside, as a dialog's would.
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    const box = alert.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
