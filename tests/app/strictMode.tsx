/**
 * The app as `npm start` runs it, for the dialogs' tests: in React's Strict Mode (as app/main.tsx
 * renders it), which runs every newly mounted component's effects twice, and with animation frames
 * that come before zero-delay timers, as on a busy page in a browser (the development server,
 * a slow phone): the order in which a focus trap's clean-up and a dialog's new layer were seen to
 * close each dialog as it opened (docs/dialogs.md).
 *
 * A test holds the dialog's module back with `vi.mock` (its code arriving late) and checks that
 * the dialog opens on the first press, says it is coming meanwhile, and stays open.
 */
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { App } from '@app/App';
import type { AppStore } from '@app/state/store';
import { startTestApp, type SignedInRole } from './renderApp';

/** Renders the whole app at `path` as app/main.tsx does. */
export async function renderAsRun(path: string, as?: SignedInRole): Promise<AppStore> {
  const store = await startTestApp(as);
  window.history.pushState(null, '', path);
  await act(async () =>
    render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    ),
  );
  return store;
}

/**
 * Animation frames run as soon as the current task ends, before any timer: a frame that is due
 * when a long task ends runs first in a browser.
 */
export function framesBeforeTimers(): void {
  beforeEach(() => {
    const cancelled = new Set<number>();
    let last = 0;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      const id = ++last;
      queueMicrotask(() => {
        if (!cancelled.delete(id)) callback(performance.now());
      });
      return id;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => cancelled.add(id));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

/** A module held back until `release`, as a slow network holds a chunk. */
export interface HeldModule {
  held: Promise<void>;
  release: () => void;
}

/** Lets every timer and frame the page has queued run, as half a second would. */
export async function settle(): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
}

/** The dialog named `name` is open, and still open once the page has settled. */
export async function staysOpen(
  role: 'dialog' | 'alertdialog',
  name: string | RegExp,
): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, { name }, { timeout: 15_000 });
  await settle();
  expect(screen.getByRole(role, { name })).toBe(dialog);
  return dialog;
}
