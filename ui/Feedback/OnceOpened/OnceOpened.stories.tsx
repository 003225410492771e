import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OnceOpened, type OnceOpenedProps } from './OnceOpened';

/** Stands for a dialog's code: it says whether it is open, as a dialog animating closed would. */
function DetailsPanel({ open }: { open: boolean }) {
  return (
    <Box role="region" aria-label="Booking details" borderWidth="1px" p="3" rounded="md">
      <Text>{open ? 'Details open' : 'Details closing'}</Text>
    </Box>
  );
}

type DemoArgs = OnceOpenedProps & {
  /** Called when the panel's code is requested, so a play function sees when that happens. */
  onLoad: () => void;
};

function Demo({ initiallyOpen, onLoad }: { initiallyOpen: boolean; onLoad: () => void }) {
  const [open, setOpen] = useState(initiallyOpen);
  // A lazy component of its own for each story, so that no story finds its code already loaded.
  const [LazyDetails] = useState(() =>
    lazy(() => {
      onLoad();
      return Promise.resolve({ default: DetailsPanel });
    }),
  );
  return (
    <Stack gap="3" align="start">
      <Button variant="outline" onClick={() => setOpen((was) => !was)} aria-expanded={open}>
        {open ? 'Hide details' : 'Show details'}
      </Button>
      <OnceOpened open={open}>
        <LazyDetails open={open} />
      </OnceOpened>
    </Stack>
  );
}

const meta = {
  title: 'Components/Feedback/OnceOpened',
  component: OnceOpened,
  args: { open: false, children: null, onLoad: fn() },
  render: ({ open, onLoad }) => <Demo initiallyOpen={open} onLoad={onLoad} />,
} satisfies Meta<DemoArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Nothing is rendered, and no code is asked for, until the first opening; from then on what it
 * holds stays, so a dialog can animate closed.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Booking details' })).toBeNull();
    await expect(args.onLoad).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Show details' }));
    const panel = await canvas.findByRole('region', { name: 'Booking details' });
    await expect(panel).toHaveTextContent('Details open');
    await expect(args.onLoad).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Hide details' }));
    await expect(canvas.getByRole('region', { name: 'Booking details' })).toHaveTextContent(
      'Details closing',
    );
    // Opened again, it does not ask for its code a second time.
    await userEvent.click(canvas.getByRole('button', { name: 'Show details' }));
    await expect(canvas.getByRole('region', { name: 'Booking details' })).toHaveTextContent(
      'Details open',
    );
    await expect(args.onLoad).toHaveBeenCalledTimes(1);
  },
};

/** Open from the start: what it holds shows at once (after its code arrives). */
export const OpenAtFirst: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Booking details' })).toHaveTextContent(
      'Details open',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Booking details' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show details' }));
    const panel = await canvas.findByRole('region', { name: 'Booking details' });
    await expect(panel).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
