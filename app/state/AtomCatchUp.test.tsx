import { render } from '@testing-library/react';
import { atom, Provider, useAtomValue } from 'jotai';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { watchRenders } from '../../tests/urgentRenders';
import { createAppStore } from './store';

/**
 * jotai's `useAtomValue` subscribes in an effect, after its render, and then catches up with any
 * change it missed in between. patches/jotai+2.20.3.patch makes that catch-up a transition, and
 * only when there is something to catch up with (docs/upstream/jotai.md).
 */
function setUp() {
  const store = createAppStore();
  const count = atom(0);
  const { renders, Probe: Reader } = watchRenders(() => useAtomValue(count, { store }));
  return { store, count, renders, Reader };
}

describe("a component's catch-up with its atom", () => {
  it('draws a change made between its render and its subscription as a transition', () => {
    const { store, count, renders, Reader } = setUp();
    // A layout effect runs after the reader's render and before its subscribing effect.
    function Changer() {
      useLayoutEffect(() => store.set(count, 1), []);
      return null;
    }
    render(
      <Provider store={store}>
        <Reader />
        <Changer />
      </Provider>,
    );
    expect(renders.at(-1)?.value).toBe(1);
    expect(renders.filter(({ urgent }) => urgent)).toEqual([]);
  });

  it('does not render again when nothing changed', () => {
    const { store, renders, Reader } = setUp();
    render(
      <Provider store={store}>
        <Reader />
      </Provider>,
    );
    expect(renders).toEqual([{ value: 0, urgent: false }]);
  });

  it('still follows every later change', () => {
    const { store, count, renders, Reader } = setUp();
    render(
      <Provider store={store}>
        <Reader />
      </Provider>,
    );
    store.set(count, 2);
    return expect.poll(() => renders.at(-1)?.value).toBe(2);
  });
});
