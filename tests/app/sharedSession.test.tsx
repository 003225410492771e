/**
 * A shared session link, /locations?session=ID: the page reads the session the address names and
 * opens its join dialog (`join=ID`), then takes the link out of the address. The hook over the real
 * mock backend (tests/app/renderApp.tsx), its address kept by the test.
 */
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offeredFeaturesAtom } from '@app/api/capabilities';
import { useSharedSession } from '@app/routes/useSharedSession';
import { createSession } from '@mocks/factories';
import { TEST_NOW } from '@mocks/testing';
import { renderAppHook, setupAppTests } from './renderApp';

setupAppTests();

describe('a shared session link', () => {
  it('opens the join dialog of the session each link names, one link after another', async () => {
    const first = await createSession();
    const second = await createSession();
    let address = new URLSearchParams({ session: String(first.id) });
    const view = await renderAppHook(
      () =>
        useSharedSession({
          params: address,
          setParams: (change) => {
            address = change(new URLSearchParams(address));
          },
          now: TEST_NOW,
        }),
      { as: 'member' },
    );
    await waitFor(() =>
      expect(view.store.get(offeredFeaturesAtom)?.has('session_links')).toBe(true),
    );
    view.rerender();

    await waitFor(() => {
      view.rerender();
      expect(address.toString()).toBe(`view=sessions&join=${first.id}`);
    });

    // The member follows a second link while the page is still open.
    act(() => {
      address = new URLSearchParams({ session: String(second.id) });
    });
    await waitFor(() => {
      view.rerender();
      expect(address.toString()).toBe(`view=sessions&join=${second.id}`);
    });
  }, 30_000);
});
