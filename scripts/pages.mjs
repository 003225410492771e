// The pages the measurements and the security journey open, and how they sign the demo member
// in: one list for `npm run size`, `npm run bench`, `scripts/profile-page.mjs` and the journeys.

/** Every page a visitor can open (app/RouteTable.tsx). */
export const PUBLIC_PAGES = [
  '/',
  '/landing',
  '/about',
  '/contact',
  '/privacy',
  '/login',
  '/register',
  '/forgot-password',
];

/** Every page of a signed-in, approved member but the home page. */
export const MEMBER_PAGES = [
  '/dashboard',
  '/profile',
  '/settings',
  '/locations',
  '/bookings',
  '/subscriptions',
];

export const DEMO_MEMBER = { email: 'member@pitchside.ng', password: 'Pitchside#2026' };

/** The staff pages (opened as the demo staff member): printed by `npm run size`, not enforced. */
export const STAFF_PAGES = ['/staff/sessions'];

export const DEMO_STAFF = { email: 'staff@pitchside.ng', password: 'Pitchside#2026' };

/** Signs the demo member in through the API, as the login page would: the session to store. */
export async function demoMemberSession(apiURL, account = DEMO_MEMBER) {
  const answer = await fetch(`${apiURL}/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!answer.ok) throw new Error(`The demo member could not sign in (${answer.status}).`);
  const { data } = await answer.json();
  return { token: data.token, user: data.user };
}

/**
 * Stores a session where the app keeps it (local storage) before any script of each page the
 * context opens runs, so the page starts signed in.
 * @param {import('playwright-core').BrowserContext} context
 * @param {{ token: string, user: unknown }} session
 */
export function storeSession(context, session) {
  return context.addInitScript(({ token, user }) => {
    localStorage.setItem('pitchside.token', token);
    localStorage.setItem('pitchside.user', JSON.stringify(user));
  }, session);
}
