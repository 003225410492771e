/**
 * A malformed answer never blanks the app: a truncated JSON body fails the call
 * that got it, and the panel that asked says so with a retry, while the header, the navigation and
 * the rest of the page stay. Over the real mock backend, with one answer cut short.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SCREEN_MESSAGES, PAGE_RENDER_FAILED } from '@domain';
import { renderApp, setupAppTests } from './renderApp';

const { server } = setupAppTests();

/** The first bytes of a list, as a connection dropped mid-answer would leave them. */
function truncatedOnce(path: string) {
  server.use(
    http.get(
      `*/api/v1${path}`,
      () =>
        new HttpResponse('{"success":true,"data":[{"id":1,"booking_reference":"PSB-', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      { once: true },
    ),
  );
}

describe('a truncated answer', () => {
  it('on /bookings shows the list failed, with the header and navigation in place', async () => {
    // Both tries of the query (SPEC §9: one retry) get the cut-short answer.
    truncatedOnce('/bookings/user-bookings/');
    truncatedOnce('/bookings/user-bookings/');
    await renderApp('/bookings', { as: 'member' });
    expect(
      await screen.findByText(SCREEN_MESSAGES.bookings.loadFailed, {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByText(PAGE_RENDER_FAILED)).toBeNull();
    expect(screen.getByRole('banner')).toBeVisible();
    const navigation = screen.getAllByRole('navigation')[0]!;
    expect(navigation).toHaveTextContent('Bookings');

    // The next try gets a whole answer, and the list shows.
    await userEvent.setup().click(screen.getByRole('button', { name: /retry|try again/i }));
    await waitFor(() => expect(screen.queryByText(SCREEN_MESSAGES.bookings.loadFailed)).toBeNull());
  }, 20_000);
});
