/** The shell's links (SPEC §2 Shell), shared by the header, the mobile side menu and the footer. */

export interface NavLinkItem {
  label: string;
  to: string;
  /** Shown only to a signed-in member (the route itself decides whether approval is needed). */
  requiresLogin?: boolean;
}

export const MAIN_NAV_LINKS: readonly NavLinkItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Landing', to: '/landing' },
  { label: 'Locations', to: '/locations', requiresLogin: true },
  { label: 'Bookings', to: '/bookings', requiresLogin: true },
  { label: 'Subscriptions', to: '/subscriptions', requiresLogin: true },
  { label: 'Contact', to: '/contact' },
];

/** The information pages the side menu and the footer add to the main links. */
export const INFO_LINKS: readonly NavLinkItem[] = [
  { label: 'About', to: '/about' },
  { label: 'Privacy Policy', to: '/privacy' },
];

export const AUTH_LINKS = {
  login: { label: 'Login', to: '/login' },
  signUp: { label: 'Sign Up', to: '/register' },
} as const satisfies Record<string, NavLinkItem>;

export const USER_MENU_LINKS: readonly NavLinkItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Profile', to: '/profile' },
  { label: 'Settings', to: '/settings' },
];

export const SUPPORT_EMAIL = 'support@pitchside.ng';

export function mainNavLinks(loggedIn: boolean): NavLinkItem[] {
  return MAIN_NAV_LINKS.filter((link) => loggedIn || !link.requiresLogin);
}

/**
 * Whether a link points at the page being shown. Home matches only itself; any other link also
 * matches the pages below it, so '/bookings/42' keeps Bookings marked.
 */
export function isCurrentPath(currentPath: string | undefined, to: string): boolean {
  if (currentPath === undefined) return false;
  const path = currentPath.split(/[?#]/)[0] ?? '';
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (to === '/') return normalised === '/';
  return normalised === to || normalised.startsWith(`${to}/`);
}
