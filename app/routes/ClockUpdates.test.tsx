import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchRenders } from '../../tests/urgentRenders';
import { useReached } from './useReached';
import { useTickingNow } from './useTickingNow';

/** Renders a component that reads `useHook`, and returns what each of its renders drew. */
function rendersOf<T>(useHook: () => T) {
  const { renders, Probe } = watchRenders(useHook);
  render(<Probe />);
  return renders;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-29T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the clock's updates wait behind what a member does", () => {
  it('useTickingNow renews the time as a transition', () => {
    const renders = rendersOf(() => useTickingNow(1000));
    const first = renders[0]?.value;
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    const after = renders.slice(1);
    expect(after.map(({ value }) => value.getTime())).toContain(
      new Date('2026-11-29T09:00:01Z').getTime(),
    );
    expect(after.every(({ value }) => value !== first)).toBe(true);
    expect(after.filter(({ urgent }) => urgent)).toEqual([]);
  });

  it('useReached turns true at its moment, as a transition', () => {
    const at = new Date('2026-11-29T09:00:03Z').getTime();
    const renders = rendersOf(() => useReached(at));
    expect(renders.map(({ value }) => value)).toEqual([false]);
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(renders.map(({ value }) => value)).toEqual([false]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(renders.at(-1)?.value).toBe(true);
    expect(renders.filter(({ urgent }) => urgent)).toEqual([]);
  });
});
