/**
 * The one failure convention of the app, on the pages SPEC §8 words: a failed call shows the
 * server's own message; when the server gives none, the screen's wording, which on /bookings
 * tells a refusal from a server that could not be reached. Over the real mock backend, with the
 * bookings list's answers replaced.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SCREEN_MESSAGES } from '@domain';
import { renderApp, setupAppTests } from './renderApp';

const { server } = setupAppTests();

/** Every ask for the member's bookings (the first and its retry, SPEC §9) gets `answer`. */
function bookingsAnswer(answer: () => Response) {
  server.use(http.get('*/api/v1/bookings/user-bookings/', answer));
}

describe('a failed load of /bookings', () => {
  it("shows the server's message when it gives one", async () => {
    bookingsAnswer(() =>
      HttpResponse.json(
        { success: false, message: 'Bookings are paused for maintenance until 14:00.' },
        { status: 503 },
      ),
    );
    await renderApp('/bookings', { as: 'member' });
    expect(
      await screen.findByText(
        'Bookings are paused for maintenance until 14:00.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.queryByText(SCREEN_MESSAGES.bookings.loadFailed)).toBeNull();
  }, 20_000);

  it("says 'Failed to load bookings' when the server refuses without a message", async () => {
    bookingsAnswer(() => new HttpResponse(null, { status: 500 }));
    await renderApp('/bookings', { as: 'member' });
    expect(
      await screen.findByText(SCREEN_MESSAGES.bookings.loadFailed, {}, { timeout: 10_000 }),
    ).toBeVisible();
  }, 20_000);

  it("says 'An error occurred while loading bookings' when no answer comes", async () => {
    bookingsAnswer(() => HttpResponse.error());
    await renderApp('/bookings', { as: 'member' });
    expect(
      await screen.findByText(SCREEN_MESSAGES.bookings.loadError, {}, { timeout: 10_000 }),
    ).toBeVisible();
  }, 20_000);
});
