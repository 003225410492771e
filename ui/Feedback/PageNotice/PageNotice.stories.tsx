import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PageNotice, type PageNoticeProps } from './PageNotice';
import { expectSeen, inViewport } from './seen';

const phone = { viewport: { value: 'phone', isRotated: false } };

/**
 * A page taller than the screen with its action at the bottom and the notice's place at the top:
 * the case where a banner used to land out of sight.
 */
function LongPage(props: Omit<PageNoticeProps, 'revealKey'>) {
  const [attempts, setAttempts] = useState(0);
  return (
    <Stack gap="6" maxW="xl">
      {attempts > 0 && <PageNotice {...props} revealKey={attempts} />}
      {Array.from({ length: 12 }, (_, index) => (
        <Box key={index} p="6" borderWidth="1px" borderRadius="l3">
          <Text>Section {index + 1} of a long form.</Text>
        </Box>
      ))}
      <Button alignSelf="start" onClick={() => setAttempts((count) => count + 1)}>
        Send
      </Button>
    </Stack>
  );
}

const meta = {
  title: 'Components/Feedback/PageNotice',
  component: PageNotice,
  render: (args) => <LongPage {...args} />,
  args: {
    status: 'success',
    title: 'Message Sent!',
    children: 'Thank you for getting in touch. We will reply within 24 hours.',
  },
} satisfies Meta<typeof PageNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

async function pressSend(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const send = canvas.getByRole('button', { name: 'Send' });
  send.scrollIntoView({ block: 'end' });
  await expect(inViewport(send)).toBe(true);
  await userEvent.click(send);
  return canvas;
}

/** Sent from the bottom of a long page: the success is brought on screen and focused. */
export const SuccessFromBottom: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await pressSend(canvasElement);
    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent('Message Sent!');
    await expectSeen(notice);
  },
};

export const SuccessFromBottomPhone: Story = { ...SuccessFromBottom, globals: phone };

/** A failure is an alert, seen the same way; the same failure again is brought back into view. */
export const ErrorAgain: Story = {
  args: { status: 'error', title: 'Purchase failed', children: undefined },
  play: async ({ canvasElement }) => {
    const canvas = await pressSend(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Purchase failed');
    await expectSeen(alert);
    // The member scrolls back down and tries again: the same message is shown to them again.
    await pressSend(canvasElement);
    await expectSeen(alert);
  },
};

export const ErrorAgainPhone: Story = { ...ErrorAgain, globals: phone };

/** Success and error banners are dismissible (SPEC, Subscription packages). */
export const Dismissible: Story = {
  args: { onDismiss: fn(), dismissLabel: 'Dismiss' },
  play: async ({ args, canvasElement }) => {
    const canvas = await pressSend(canvasElement);
    await expectSeen(await canvas.findByRole('status'));
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
