import { Box, Heading, Text } from '@chakra-ui/react';
import { NO_ANSWER_MESSAGES, OFFLINE_MESSAGES } from '@domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TRY_AGAIN } from '../../copy';
import { OfflineNotice, RETRYING } from './OfflineNotice';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Components/Feedback/OfflineNotice',
  component: OfflineNotice,
  // Above a page's heading, where the app shows it.
  render: (args) => (
    <Box>
      <OfflineNotice {...args} />
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
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
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

/**
 * Connected, but the server did not answer: that it is not answering, what may be stale, and
 * a way to ask the page's data again. No action is said to wait: they are sent.
 */
export const NoAnswer: Story = {
  args: { reason: 'noAnswer', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent(NO_ANSWER_MESSAGES.title);
    await expect(notice).toHaveTextContent(NO_ANSWER_MESSAGES.notice);
    await expect(notice).not.toHaveTextContent(OFFLINE_MESSAGES.actionsWait);
    // The live region reads the words only; the button sits beside it and takes no focus.
    const retry = canvas.getByRole('button', { name: TRY_AGAIN });
    await expect(notice.contains(retry)).toBe(false);
    await expect(retry).not.toHaveFocus();
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** On a phone the button goes under the words, within the screen and big enough to press. */
export const NoAnswerPhone: Story = {
  ...NoAnswer,
  globals: phone,
  play: async (context) => {
    await NoAnswer.play?.(context);
    const notice = within(context.canvasElement).getByRole('status');
    const retry = within(context.canvasElement).getByRole('button', { name: TRY_AGAIN });
    await expect(retry.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      notice.getBoundingClientRect().bottom,
    );
    await expect(retry.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(retry.getBoundingClientRect().height).toBeGreaterThanOrEqual(32);
  },
};

/** Asking again: the button says so and cannot be pressed twice. */
export const NoAnswerRetrying: Story = {
  args: { reason: 'noAnswer', onRetry: fn(), retrying: true },
  play: async ({ canvasElement, args }) => {
    const retry = within(canvasElement).getByRole('button', { name: RETRYING });
    await expect(retry).toBeDisabled();
    await userEvent.click(retry, { pointerEventsCheck: 0 });
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** A visitor's page asks nothing by itself, so nothing is offered: the form that was sent says so. */
export const NoAnswerVisitor: Story = {
  args: { reason: 'noAnswer' },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent(NO_ANSWER_MESSAGES.title);
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
