/**
 * A connection that is up but carries nothing (a bus's weak signal): the browser says it is online
 * and the server does not answer. Every page says so over its content (docs/offline.md); someone
 * signed in can ask the page's data again, and the notice goes with the next answer. Over the real
 * mock backend, the whole app rendered.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TRY_AGAIN } from '@ui/copy';
import { NO_ANSWER_MESSAGES, OFFLINE_MESSAGES } from '@domain';
import { fillSignInForm, renderApp, setupAppTests } from './renderApp';

const { server } = setupAppTests();

/** The notice over the page, once it shows: its words are a status, its button beside them. */
async function noAnswerNotice(): Promise<HTMLElement> {
  const words = await screen.findByText(NO_ANSWER_MESSAGES.notice, {}, { timeout: 10_000 });
  expect(words.closest('[role="status"]')).toHaveTextContent(NO_ANSWER_MESSAGES.title);
  return words.closest<HTMLElement>('[data-offline]') ?? words;
}

describe('the server does not answer', () => {
  it('a member is told, asks again, and the notice goes with the answer', async () => {
    let dropping = true;
    server.use(
      http.get('*/api/v1/bookings/*', () => (dropping ? HttpResponse.error() : undefined)),
    );
    await renderApp('/bookings', { as: 'member' });
    const notice = await noAnswerNotice();
    expect(notice).not.toHaveTextContent(OFFLINE_MESSAGES.title);

    dropping = false;
    await userEvent.setup().click(within(notice).getByRole('button', { name: TRY_AGAIN }));
    await waitFor(() => expect(screen.queryByText(NO_ANSWER_MESSAGES.notice)).toBeNull(), {
      timeout: 10_000,
    });
    // The page's data came with the answer that took the notice away: its list, not its error.
    expect(
      await screen.findByRole('tab', { name: /^Upcoming/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  }, 30_000);

  it('a visitor is told with nothing to press: the form that got no answer is sent again', async () => {
    let dropping = true;
    server.use(
      http.post('*/api/v1/auth/login/', () => (dropping ? HttpResponse.error() : undefined)),
    );
    await renderApp('/login');
    const user = userEvent.setup();
    const signIn = await fillSignInForm(user);
    await user.click(signIn);
    const notice = await noAnswerNotice();
    expect(within(notice).queryByRole('button')).toBeNull();

    dropping = false;
    await user.click(signIn);
    await waitFor(() => expect(window.location.pathname).not.toBe('/login'), { timeout: 10_000 });
    expect(screen.queryByText(NO_ANSWER_MESSAGES.notice)).toBeNull();
  }, 30_000);
});
