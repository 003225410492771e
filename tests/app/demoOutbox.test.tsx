/**
 * The demo outbox page (/demo/outbox) over the mock's own outbox, handed to the store as
 * app/main.tsx hands the in-browser mock's: it lists what the mock has sent, shows each new e-mail
 * as it is sent, and reads the outbox again on Refresh (which also sees what the mock changed
 * without a word, as `pitchsideMock.resetDemo()` does).
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { timestamp } from '@mocks/clock';
import { TEST_NOW } from '@mocks/testing';
import { db, nextId } from '@mocks/db';
import { onEmailSent, outboxOf, sendEmail } from '@mocks/outbox';
import { startApp } from '@app/startApp';
import { sessionReadyAtom } from '@app/state/session';
import { renderApp, setupAppTests } from './renderApp';

setupAppTests();

/** The app as the demo build starts it, with the mock's outbox in its store. */
async function startDemoApp() {
  const store = startApp({
    apiBaseUrl: `${window.location.origin}/api/v1`,
    paymentFlow: 'demo',
    demoOutbox: Promise.resolve({
      read: () => outboxOf(db).map((email) => ({ ...email })),
      onSent: onEmailSent,
    }),
  });
  await store.get(sessionReadyAtom);
  return store;
}

const email = (subject: string) => ({
  to: 'visitor@example.com',
  user_id: null,
  kind: 'password_reset',
  subject,
  body: 'Follow the link to choose a new password.',
  link: '/reset-password?token=abc',
});

const sentList = () => screen.queryByRole('list', { name: 'E-mails sent' });
/** The subjects listed, newest first; none while the outbox is empty. */
function subjects(): (string | null)[] {
  const list = sentList();
  if (!list) return [];
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

describe('the demo outbox', () => {
  it('shows an e-mail as soon as the mock sends it, newest first, without Refresh', async () => {
    await renderApp('/demo/outbox', { store: await startDemoApp() });
    await screen.findByRole('heading', { level: 1, name: 'Demo outbox' }, { timeout: 10_000 });
    const before = outboxOf(db).length;

    await act(() => sendEmail(db, email('Reset your password'), TEST_NOW));
    expect(subjects()).toHaveLength(before + 1);
    expect(subjects()[0]).toBe('Reset your password');

    await act(() => sendEmail(db, email('Reset your password again'), TEST_NOW));
    expect(subjects()).toHaveLength(before + 2);
    expect(subjects()[0]).toBe('Reset your password again');
  }, 30_000);

  it('reads the outbox again on Refresh, for what the mock changed without a word', async () => {
    await renderApp('/demo/outbox', { store: await startDemoApp() });
    await screen.findByRole('heading', { level: 1, name: 'Demo outbox' }, { timeout: 10_000 });
    const shown = subjects();

    // Written straight into the mock's database: no listener hears of it.
    await db.outbox.create({
      id: nextId(db, 'outbox'),
      ...email('Written behind the page'),
      created_at: timestamp(TEST_NOW),
    });
    expect(subjects()).toEqual(shown);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(subjects()[0]).toBe('Written behind the page');
    expect(subjects()).toHaveLength(shown.length + 1);
  }, 30_000);
});
