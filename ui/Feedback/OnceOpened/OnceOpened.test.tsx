import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, startTransition, Suspense, useRef, useState, type ReactNode } from 'react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OnceOpened, OnDemandBoundary } from './OnceOpened';
import { CODE_LOAD_FAILED_COPY } from './CodeLoadFailed';
import { onDemand } from './onDemand';
import { renderWithTheme } from '../../../tests/renderWithTheme';

function Panel({ open }: { open: boolean }) {
  return <p>{open ? 'Panel open' : 'Panel closing'}</p>;
}

describe('OnceOpened', () => {
  const close = () => {};

  it('loads nothing until first opened, then keeps what it holds while it closes', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Panel }));
    const LazyPanel = lazy(load);
    const { rerender } = render(
      <OnceOpened open={false} onClose={close}>
        <LazyPanel open={false} />
      </OnceOpened>,
    );
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/Panel/)).toBeNull();

    rerender(
      <OnceOpened open onClose={close}>
        <LazyPanel open />
      </OnceOpened>,
    );
    expect(await screen.findByText('Panel open')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    rerender(
      <OnceOpened open={false} onClose={close}>
        <LazyPanel open={false} />
      </OnceOpened>,
    );
    expect(screen.getByText('Panel closing')).toBeInTheDocument();
  });

  it('says so in place of code that did not download, and keeps the page', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onReload = vi.fn();
    // React reports the error it caught.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const LazyPanel = lazy(
      onDemand(() => Promise.reject<{ default: typeof Panel }>(new TypeError('Failed to fetch'))),
    );
    renderWithTheme(
      <>
        <button type="button">Open the panel</button>
        <OnceOpened open onClose={onClose} onReload={onReload}>
          <LazyPanel open />
        </OnceOpened>
      </>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CODE_LOAD_FAILED_COPY.title);
    expect(alert).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Open the panel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    quiet.mockRestore();
  });

  it('leaves any other failure to the page', async () => {
    class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        return this.state.failed ? <p>The page failed</p> : this.props.children;
      }
    }
    function Broken(): ReactNode {
      throw new Error('a render bug');
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <PageBoundary>
        <OnceOpened open onClose={close}>
          <Broken />
        </OnceOpened>
      </PageBoundary>,
    );
    expect(await screen.findByText('The page failed')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    quiet.mockRestore();
  });

  it('keeps the trigger that was pressed, and its focus, in place of a menu that did not download', async () => {
    const user = userEvent.setup();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const LazyMenu = lazy(
      onDemand(() =>
        Promise.reject<{ default: () => ReactNode }>(new TypeError('Failed to fetch')),
      ),
    );
    // As the header's user menu: the trigger stands in for the menu until it is pressed.
    function MenuSpace() {
      const [pressed, setPressed] = useState(false);
      const triggerRef = useRef<HTMLButtonElement>(null);
      const trigger = (
        <button
          ref={triggerRef}
          type="button"
          onClick={() => startTransition(() => setPressed(true))}
        >
          Account menu
        </button>
      );
      return (
        <Suspense fallback={null}>
          <OnDemandBoundary
            open={pressed}
            onClose={() => setPressed(false)}
            inPlace={trigger}
            returnFocusTo={() => triggerRef.current}
          >
            {pressed ? <LazyMenu /> : trigger}
          </OnDemandBoundary>
        </Suspense>
      );
    }
    renderWithTheme(<MenuSpace />);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CODE_LOAD_FAILED_COPY.title);
    expect(alert).toHaveFocus();
    const trigger = screen.getByRole('button', { name: 'Account menu' });

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(trigger).toHaveFocus();

    // Pressed again, it says so again (the browser will not fetch that code again in this page).
    await user.click(trigger);
    expect(await screen.findByRole('alert')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus();
    quiet.mockRestore();
  });
});
