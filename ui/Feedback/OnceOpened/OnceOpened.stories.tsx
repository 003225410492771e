import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy, startTransition, Suspense, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CODE_LOAD_FAILED_COPY } from './CodeLoadFailed';
import { OnceOpened, OnDemandBoundary, type OnceOpenedProps } from './OnceOpened';
import { onDemand } from './onDemand';

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
  /** The panel's code does not download (as on a dropped connection). */
  downloadFails?: boolean;
};

/** A module whose download fails, as the browser reports it. */
const notDownloaded = () =>
  Promise.reject<{ default: typeof DetailsPanel }>(
    new TypeError('Failed to fetch dynamically imported module'),
  );

interface DemoProps {
  initiallyOpen: boolean;
  onLoad: () => void;
  downloadFails: boolean;
  onClose: () => void;
  onReload: () => void;
}

function Demo({ initiallyOpen, onLoad, downloadFails, onClose, onReload }: DemoProps) {
  const [open, setOpen] = useState(initiallyOpen);
  // A lazy component of its own for each story, so that no story finds its code already loaded.
  const [LazyDetails] = useState(() =>
    lazy(
      onDemand(() => {
        onLoad();
        return downloadFails ? notDownloaded() : Promise.resolve({ default: DetailsPanel });
      }),
    ),
  );
  return (
    <Stack gap="3" align="start">
      <Button variant="outline" onClick={() => setOpen((was) => !was)} aria-expanded={open}>
        {open ? 'Hide details' : 'Show details'}
      </Button>
      <OnceOpened
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        onReload={onReload}
      >
        <LazyDetails open={open} />
      </OnceOpened>
    </Stack>
  );
}

/**
 * As the header's account menu: a trigger stands in for the menu until it is pressed, and the
 * menu's code does not download. The boundary keeps the trigger in its place.
 */
function MenuTriggerDemo({ onClose, onReload }: Pick<DemoProps, 'onClose' | 'onReload'>) {
  const [pressed, setPressed] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [LazyMenu] = useState(() => lazy(onDemand(notDownloaded)));
  const trigger = (
    <Button
      ref={triggerRef}
      variant="outline"
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => startTransition(() => setPressed(true))}
    >
      Account menu
    </Button>
  );
  return (
    <Suspense fallback={null}>
      <OnDemandBoundary
        open={pressed}
        onClose={() => {
          onClose();
          setPressed(false);
        }}
        onReload={onReload}
        inPlace={trigger}
        returnFocusTo={() => triggerRef.current}
      >
        {pressed ? <LazyMenu open /> : trigger}
      </OnDemandBoundary>
    </Suspense>
  );
}

const meta = {
  title: 'Components/Feedback/OnceOpened',
  component: OnceOpened,
  args: { open: false, children: null, onLoad: fn(), onClose: fn(), onReload: fn() },
  render: ({ open, onLoad, downloadFails = false, onClose, onReload = fn() }) => (
    <Demo
      initiallyOpen={open}
      onLoad={onLoad}
      downloadFails={downloadFails}
      onClose={onClose}
      onReload={onReload}
    />
  ),
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

/**
 * Its code did not download: the page stays, an alert says so and takes focus, Reload Page is
 * the mend, and Close (or Escape) gives focus back. Each opening says so again: the browser will
 * not fetch that code again in this page.
 */
export const DownloadFailed: Story = {
  args: { downloadFails: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const show = canvas.getByRole('button', { name: 'Show details' });
    await userEvent.click(show);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(CODE_LOAD_FAILED_COPY.title);
    await expect(alert).toHaveTextContent(CODE_LOAD_FAILED_COPY.message);
    await expect(alert).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(show).toHaveFocus();

    await userEvent.click(show);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reload Page' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await expect(show).toHaveFocus();
  },
};

export const DownloadFailedPhone: Story = {
  args: { downloadFails: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show details' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toBeVisible();
    const box = alert.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    for (const button of within(alert).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(32);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * A menu whose trigger it replaces (the header's account menu) did not download: the trigger
 * stays in its place, the alert says so, and closing it gives focus back to the trigger. Pressed
 * again, it says so again.
 */
export const TriggerKeptInPlace: Story = {
  render: ({ onClose, onReload = fn() }) => (
    <MenuTriggerDemo onClose={onClose} onReload={onReload} />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(CODE_LOAD_FAILED_COPY.title);
    // Focus moves once the alert is drawn.
    await waitFor(() => expect(alert).toHaveFocus());
    const trigger = canvas.getByRole('button', { name: 'Account menu' });
    await expect(trigger).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const again = await canvas.findByRole('alert');
    await waitFor(() => expect(again).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

export const TriggerKeptInPlacePhone: Story = {
  ...TriggerKeptInPlace,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const alert = await canvas.findByRole('alert');
    const box = alert.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
