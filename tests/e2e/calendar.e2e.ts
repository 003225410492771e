/**
 * Calendar and sharing: a booking's .ics downloaded from its details, the
 * personal feed's address copied and fetched as a calendar app would (and dead after a reset),
 * the WhatsApp link, and a shared session link for a visitor (sign in, land on the session) and
 * for a member. Each test uses its own seeded member, so no other journey sees its changes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatSchedule, type AvailableSlots, type Booking, type GameSession } from '@domain';
import { readEvents } from '@domain/calendar';
import { api, fillSignIn, PHONE, signInToDashboard, tokenOf, useBrowser } from './browser';

/** An upcoming court booking of the member: one they hold, else one made now on a free slot. */
async function upcomingCourtBooking(apiURL: string, token: string, now: Date): Promise<Booking> {
  const mine = await api<Booking[]>(apiURL, '/bookings/user-bookings/', {}, token);
  const held = mine.body.data.find(
    (booking) =>
      booking.status === 'CONFIRMED' &&
      booking.session_id === null &&
      new Date(`${booking.date}T${booking.start_time}:00+01:00`) > now,
  );
  if (held) return held;
  const { data: locations } = (
    await api<{ results: { id: number }[] }>(
      apiURL,
      '/locations/locations/?page_size=100',
      {},
      token,
    )
  ).body;
  const date = '2026-11-27';
  for (const location of locations.results) {
    const slots = await api<AvailableSlots>(
      apiURL,
      `/bookings/available-slots/?location_id=${location.id}&date=${date}`,
      {},
      token,
    );
    // The last free slot of the day: the one other journeys are least likely to want.
    const slot = slots.body.data.slots.at(-1);
    if (!slot) continue;
    const made = await api<Booking>(
      apiURL,
      '/bookings/bookings/',
      {
        method: 'POST',
        body: JSON.stringify({
          location_id: location.id,
          court_id: slot.court.id,
          date,
          start_time: slot.start_time,
          end_time: slot.end_time,
        }),
      },
      token,
    );
    if (made.status === 201) return made.body.data;
  }
  throw new Error('No court could be booked for the calendar journey');
}

/** A session a newcomer to it can join: open, with a free place, starting after now. */
async function joinableSession(apiURL: string, token: string): Promise<GameSession> {
  const sessions = await api<GameSession[]>(apiURL, '/locations/available-sessions/', {}, token);
  const session = sessions.body.data.find((s) => s.current_players < s.max_players - 1);
  if (!session) throw new Error('No joinable session in the seed');
  return session;
}

const sessionTitle = (session: GameSession) =>
  session.title.trim() ||
  `${session.court.court_type.charAt(0).toUpperCase()}${session.court.court_type.slice(1)} session`;

describe('calendar and sharing of a booking', () => {
  const journey = useBrowser();

  it('downloads the .ics, shares on WhatsApp, and copies a feed a calendar app can read', async () => {
    const { page, context, apiURL, baseURL } = journey;
    const email = 'efe.omoregie@example.com';
    const token = await tokenOf(apiURL, email);
    const booking = await upcomingCourtBooking(
      apiURL,
      token,
      new Date('2026-11-25T10:00:00+01:00'),
    );
    const reference = booking.booking_reference;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

    await signInToDashboard(page, email);
    await page.goto('/bookings');
    await page.getByRole('button', { name: `View details of ${reference}` }).click();
    const details = page.getByRole('dialog', { name: 'Booking details' });

    // Share on WhatsApp: wa.me with the sport, venue, day and time, and the venue's link.
    const share = details.getByRole('link', { name: /Share on WhatsApp/ });
    const href = (await share.getAttribute('href')) ?? '';
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const message = new URL(href).searchParams.get('text') ?? '';
    expect(message).toContain(booking.location.name);
    expect(message).toContain(formatSchedule(booking.date, booking.start_time, booking.end_time));
    expect(message).toContain(`${baseURL}/locations?q=`);
    expect(await share.getAttribute('target')).toBe('_blank');

    // Add to calendar: a file named after the reference, with the booking's event.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      details.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`pitchside-${reference}.ics`);
    const ics = readFileSync((await download.path()) ?? '', 'utf8');
    expect(ics).toContain('\r\n');
    expect(ics).toContain(
      `DTSTART;TZID=Africa/Lagos:${booking.date.replace(/-/g, '')}T${booking.start_time.replace(':', '')}00`,
    );
    const [event] = readEvents(ics);
    expect(event).toMatchObject({
      uid: `${reference}@pitchside.ng`,
      date: booking.date,
      start: booking.start_time,
      end: booking.end_time,
      location: `${booking.location.name}, ${booking.location.address}`,
    });
    expect(event?.description).toContain(`Booking reference ${reference}.`);
    await details.getByRole('button', { name: 'Close', exact: true }).click();

    // The personal feed: copied, then read without any sign-in, as a calendar app would.
    await page.getByRole('button', { name: 'Calendar feed' }).click();
    const feedDialog = page.getByRole('dialog', { name: 'Calendar feed' });
    const address = feedDialog.getByRole('textbox', { name: 'Your personal calendar address' });
    await expect.poll(() => address.inputValue()).toMatch(/\/api\/v1\/calendar\/[0-9a-f]+\.ics$/);
    const feedUrl = await address.inputValue();
    // On the API's origin as the server sees it: the journeys' mock server, behind the app's proxy.
    expect(feedUrl.startsWith(`${apiURL}/calendar/`)).toBe(true);
    await feedDialog.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Copied', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feedUrl);
    // The journeys' build talks to a real server: no in-browser demo note.
    expect(await feedDialog.getByText('Demo: this feed lives in your browser').count()).toBe(0);

    const feed = await fetch(feedUrl);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const events = readEvents(await feed.text());
    expect(events.map((e) => e.uid)).toContain(`${reference}@pitchside.ng`);
    expect(events.every((e) => e.status !== 'CANCELLED')).toBe(true);

    // Reset link, confirmed: a new address, and the old one is dead.
    await feedDialog.getByRole('button', { name: 'Reset link' }).click();
    await feedDialog.getByRole('button', { name: 'Replace address' }).click();
    await expect.poll(() => address.inputValue()).not.toBe(feedUrl);
    expect((await fetch(feedUrl)).status).toBe(404);
    expect((await fetch(await address.inputValue())).status).toBe(200);
  });
});

describe('a shared session link', () => {
  const journey = useBrowser(PHONE);

  it('asks a visitor to sign in, then opens that session', async () => {
    const { page, apiURL } = journey;
    const email = 'bisi.alabi@example.com';
    const session = await joinableSession(apiURL, await tokenOf(apiURL, email));

    await page.goto(`/locations?session=${session.id}`);
    await page.waitForURL('**/login');
    await fillSignIn(page, email);

    await page.waitForURL((url) => url.pathname === '/locations');
    const dialog = page.getByRole('alertdialog', { name: `Join ${sessionTitle(session)}?` });
    await dialog.waitFor();
    // The link has done its work: the address shows the sessions view, and no longer the id.
    await page.waitForURL((url) => url.searchParams.get('view') === 'sessions');
    expect(new URL(page.url()).searchParams.has('session')).toBe(false);
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect
      .poll(() => page.locator(`[data-session-id="${session.id}"]`).isVisible())
      .toBe(true);
  });

  it('opens the session for a signed-in member, and says so when a link names none', async () => {
    const { page, apiURL } = journey;
    const email = 'bisi.alabi@example.com';
    const session = await joinableSession(apiURL, await tokenOf(apiURL, email));
    await signInToDashboard(page, email);

    await page.goto(`/locations?session=${session.id}`);
    const dialog = page.getByRole('alertdialog', { name: `Join ${sessionTitle(session)}?` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Not now' }).click();

    await page.goto('/locations?session=999999');
    // The toaster's code loads with its first toast: on a busy machine that takes a while.
    await page.getByText('Session not found', { exact: true }).waitFor({ timeout: 30_000 });
    await page.waitForURL((url) => url.searchParams.get('view') === 'sessions');
  });
});
