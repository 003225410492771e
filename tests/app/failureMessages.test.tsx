/**
 * The one failure convention of the app, on the pages SPEC §8 words: a failed call shows the
 * server's own message; when the server gives none, the screen's wording, which on /bookings
 * tells a refusal from a server that could not be reached. Over the real mock backend, with the
 * answers of the call under test replaced.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NO_RESPONSE, SCREEN_MESSAGES, UNEXPECTED_ERROR } from '@domain';
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

describe("the visitor's password forms", () => {
  /** Asks for a reset link on /forgot-password, as a visitor does. */
  async function requestReset() {
    const user = userEvent.setup();
    await renderApp('/forgot-password');
    await user.type(
      await screen.findByLabelText(/^Email/, {}, { timeout: 10_000 }),
      'ngozi.eze@example.ng',
    );
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  }

  it('/forgot-password says where to write when the server has no reset call', async () => {
    server.use(
      http.post('*/api/v1/auth/password/reset/', () =>
        HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    );
    await requestReset();
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Passwords cannot be reset from this page yet. Please write to support@pitchside.ng',
    );
  }, 20_000);

  it("/forgot-password shows the server's reason about the e-mail", async () => {
    server.use(
      http.post('*/api/v1/auth/password/reset/', () =>
        HttpResponse.json({ email: ['Enter a valid email address.'] }, { status: 400 }),
      ),
    );
    await requestReset();
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Enter a valid email address.',
    );
  }, 20_000);

  it('/reset-password shows a refused password on its field alone, and a failed call over the form', async () => {
    let answer = () =>
      HttpResponse.json({ new_password: ['This password is too common.'] }, { status: 400 });
    server.use(http.post('*/api/v1/auth/password/reset/confirm/', () => answer()));
    const user = userEvent.setup();
    await renderApp('/reset-password?token=a1b2c3d4');
    await user.type(
      await screen.findByLabelText(/^New password/, {}, { timeout: 10_000 }),
      'Lagos-Sunrise-2026',
    );
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Lagos-Sunrise-2026');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('This password is too common.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByText(UNEXPECTED_ERROR)).toBeNull();

    answer = () => HttpResponse.error();
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(NO_RESPONSE, {}, { timeout: 10_000 })).toBeVisible();
  }, 20_000);
});
