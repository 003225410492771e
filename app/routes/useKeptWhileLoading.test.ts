import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKeptWhileLoading } from './useKeptWhileLoading';

type State = Parameters<typeof useKeptWhileLoading<string[]>>[0];

const loading: State = { status: 'pending', data: undefined, error: null };
const answered = (data: string[]): State => ({ status: 'success', data, error: null });
const failed: State = { status: 'error', data: undefined, error: new Error('Down') };

function shown(first: State) {
  const view = renderHook((query: State) => useKeptWhileLoading(query), { initialProps: first });
  return (next: State) => {
    view.rerender(next);
    return view.result.current;
  };
}

describe('useKeptWhileLoading', () => {
  it('loads as the query does until it has an answer', () => {
    const show = shown(loading);
    expect(show(loading)).toEqual(loading);
  });

  it('keeps the last rows while the next page loads, then shows that page', () => {
    const show = shown(answered(['page 1']));
    expect(show(loading)).toEqual(answered(['page 1']));
    expect(show(answered(['page 2']))).toEqual(answered(['page 2']));
    expect(show(loading)).toEqual(answered(['page 2']));
  });

  it('shows a failure of the next page, not the rows before it', () => {
    const show = shown(answered(['page 1']));
    expect(show(failed)).toEqual(failed);
  });
});
