/**
 * Each member page's shell (docs/prerender.md, "Member pages' shells"): what it shows before
 * anything of the member is known, in the screen's own words. Only the build renders it
 * (app/prerender/RenderPage.tsx): the document carries the shell's words on its before-paint
 * script (`data-shell`), and the app hydrates the shell from them, so no page downloads the words
 * of every other page for it.
 */
import { ACCOUNT_DASHBOARD_COPY } from '@ui/Screens/AccountDashboard/copy';
import { BOOKINGS_SCREEN_COPY } from '@ui/Screens/Bookings/copy';
import { LOCATIONS_SCREEN_COPY } from '@ui/Screens/Locations/copy';
import { PROFILE_COPY } from '@ui/Screens/Profile/copy';
import { SUBSCRIPTIONS_COPY } from '@ui/Screens/Subscriptions/copy';
import { MemberPageShell } from '@ui/Shell/MemberPageShell';
import { pageName } from '../RouteTable';

export interface MemberShellHeading {
  title: string;
  subtitle?: string;
}

/**
 * The heading and the line under it of each pre-rendered member page (`MEMBER_PAGES` in
 * scripts/pages.mjs). The dashboard greets the member by name, so its page's name stands in; the
 * settings' line depends on what the server offers, so it has none.
 */
const SHELL_HEADINGS: Record<string, { title?: string; subtitle?: string }> = {
  '/dashboard': { subtitle: ACCOUNT_DASHBOARD_COPY.subtitle },
  '/profile': PROFILE_COPY,
  '/settings': {},
  '/locations': LOCATIONS_SCREEN_COPY,
  '/bookings': BOOKINGS_SCREEN_COPY,
  '/subscriptions': SUBSCRIPTIONS_COPY,
};

/** The heading and the line under it of the member page at `path`. */
export function memberShellHeading(path: string): MemberShellHeading {
  const heading = SHELL_HEADINGS[path] ?? {};
  return {
    title: heading.title ?? pageName(path) ?? '',
    ...(heading.subtitle ? { subtitle: heading.subtitle } : {}),
  };
}

/** The shell of the member page at `path`, with its words. */
export function MemberShell({ path, heading }: { path: string; heading: MemberShellHeading }) {
  return <MemberPageShell {...heading} currentPath={path} />;
}
