import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OnceOpened } from './OnceOpened';

function Panel({ open }: { open: boolean }) {
  return <p>{open ? 'Panel open' : 'Panel closing'}</p>;
}

describe('OnceOpened', () => {
  it('loads nothing until first opened, then keeps what it holds while it closes', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Panel }));
    const LazyPanel = lazy(load);
    const { rerender } = render(
      <OnceOpened open={false}>
        <LazyPanel open={false} />
      </OnceOpened>,
    );
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/Panel/)).toBeNull();

    rerender(
      <OnceOpened open>
        <LazyPanel open />
      </OnceOpened>,
    );
    expect(await screen.findByText('Panel open')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    rerender(
      <OnceOpened open={false}>
        <LazyPanel open={false} />
      </OnceOpened>,
    );
    expect(screen.getByText('Panel closing')).toBeInTheDocument();
  });
});
