import { Box, Heading, Text } from '@chakra-ui/react';
import { OFFLINE_MESSAGES } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OfflineNotice } from './OfflineNotice';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Components/Feedback/OfflineNotice',
  component: OfflineNotice,
  // Above a page's heading, where the app shows it.
  render: () => (
    <Box>
      <OfflineNotice />
      <Box p="6">
        <Heading as="h1">My Bookings</Heading>
        <Text>The bookings this phone last loaded.</Text>
      </Box>
    </Box>
  ),
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A status in plain words: offline, what may be stale, which actions wait. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent(OFFLINE_MESSAGES.title);
    await expect(notice).toHaveTextContent(OFFLINE_MESSAGES.notice);
    await expect(notice).toHaveTextContent(OFFLINE_MESSAGES.actionsWait);
    // It informs; it does not take the member's focus or ask them anything.
    await expect(within(notice).queryByRole('button')).toBeNull();
    await expect(notice.contains(document.activeElement)).toBe(false);
  },
};

/** On a phone the words wrap within the screen (the runner checks for sideways overflow). */
export const Phone: Story = {
  ...Desktop,
  globals: phone,
  play: async (context) => {
    await Desktop.play?.(context);
    const notice = within(context.canvasElement).getByRole('status');
    await expect(notice.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};
