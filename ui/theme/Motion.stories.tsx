import { Button, Dialog, Portal, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe, skeletonRecipe } from '@chakra-ui/react/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Toaster, toaster } from '../Feedback/Toaster';
import { Accordion } from '../Layout/Accordion';

/** Every kind of animation the app draws: a skeleton, the FAQ, a dialog, a toast, a spinner. */
function Animated() {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="5" maxW="md">
      <Skeleton recipe={skeletonRecipe} height="10" />
      <Spinner size="sm" />
      <Accordion
        items={[
          { value: 'cancel', title: 'Can I cancel?', content: 'Yes, up to two hours before.' },
        ]}
      />
      <Button onClick={() => toaster.create({ type: 'success', title: 'Booking confirmed' })}>
        Show a toast
      </Button>
      <Dialog.Root recipe={dialogSlotRecipe} open={open} onOpenChange={(e) => setOpen(e.open)}>
        <Dialog.Trigger asChild>
          <Button>Open the dialog</Button>
        </Dialog.Trigger>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Cancel booking</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>Your coins come back at once.</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button>Close</Button>
                </Dialog.ActionTrigger>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <Toaster />
    </Stack>
  );
}

const meta = {
  title: 'Foundations/Motion',
  component: Animated,
} satisfies Meta<typeof Animated>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What is animating now, apart from spinners (which keep turning, slower, under reduced motion). */
const moving = () =>
  document
    .getAnimations()
    .filter((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return !(target instanceof Element && target.closest('.chakra-spinner'));
    })
    .filter((animation) => animation.playState === 'running');

/** The element of the story drawn by a Chakra recipe, by its class. */
const part = (canvas: HTMLElement, selector: string) => {
  const element = canvas.querySelector(selector);
  if (!element) throw new Error(`No ${selector} in the story`);
  return element;
};

/** The longest that each running animation and transition of `element` lasts, in ms. */
const longest = (element: Element) =>
  Math.max(
    0,
    ...element
      .getAnimations()
      .map((animation) => Number(animation.effect?.getComputedTiming().endTime ?? 0)),
  );

/** With motion, the skeleton pulses for ever and the dialog scales in: the baseline. */
export const WithMotion: Story = {
  parameters: { reducedMotion: 'no-preference' },
  play: async ({ canvasElement }) => {
    await expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(false);
    const canvas = within(canvasElement);
    await expect(longest(part(canvasElement, '.chakra-skeleton'))).toBe(Infinity);
    await userEvent.click(canvas.getByRole('button', { name: 'Open the dialog' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Cancel booking' });
    await expect(longest(dialog)).toBeGreaterThan(100);
    // Open once focus is in it: the dialog takes focus in the frame after it opens, and only then
    // knows where to give it back (a Close pressed before that frame leaves focus nowhere).
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    // Closed once it has animated out: the dialog gone, focus back on the button that opened it.
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Open the dialog' })).toHaveFocus(),
    );
  },
};

/**
 * Under `prefers-reduced-motion: reduce` (the test runner emulates it for this story; in a
 * browser, DevTools' Rendering panel) nothing moves: the skeleton holds still, the FAQ's answer,
 * the dialog and the toast appear at once, and a closed dialog still goes. A spinner still turns.
 */
export const ReducedMotion: Story = {
  parameters: { reducedMotion: 'reduce' },
  play: async ({ canvasElement }) => {
    await expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    const canvas = within(canvasElement);
    const page = within(document.body);
    await expect(longest(part(canvasElement, '.chakra-skeleton'))).toBeLessThanOrEqual(0.01);
    await expect(longest(part(canvasElement, '.chakra-spinner'))).toBe(Infinity);

    await userEvent.click(canvas.getByRole('button', { name: 'Can I cancel?' }));
    const answer = canvas.getByRole('region', { name: 'Can I cancel?' });
    await expect(longest(answer)).toBeLessThanOrEqual(0.01);

    await userEvent.click(canvas.getByRole('button', { name: 'Show a toast' }));
    const toast = await page.findByRole('status');
    await expect(toast).toHaveTextContent('Booking confirmed');
    await expect(longest(toast)).toBeLessThanOrEqual(0.01);

    await userEvent.click(canvas.getByRole('button', { name: 'Open the dialog' }));
    const dialog = await page.findByRole('dialog', { name: 'Cancel booking' });
    await expect(longest(dialog)).toBeLessThanOrEqual(0.01);

    // Whatever started on the way ends within a frame: nothing is left moving.
    await waitFor(() => expect(moving()).toEqual([]));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    toaster.remove();
  },
};
