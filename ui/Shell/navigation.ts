/** The shell's links (SPEC §2 Shell), shared by the header, the mobile side menu and the footer. */
import { isApproved, isStaff, type ApprovalFields, type RoleFields } from '@domain';

export interface NavLinkItem {
  label: string;
  to: string;
  /**
   * Shown only to an approved member: the route lets no one else in (SPEC §6), so a visitor, or a
   * member who is pending, suspended or rejected, is never offered a link that bounces them.
   */
  membersOnly?: boolean;
  /** Shown only to staff and admins: the route and its operations refuse everyone else. */
  staffOnly?: boolean;
}

export const MAIN_NAV_LINKS: readonly NavLinkItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Landing', to: '/landing' },
  { label: 'Locations', to: '/locations', membersOnly: true },
  { label: 'Bookings', to: '/bookings', membersOnly: true },
  { label: 'Subscriptions', to: '/subscriptions', membersOnly: true },
  { label: 'Contact', to: '/contact' },
  { label: 'Sessions', to: '/staff/sessions', staffOnly: true },
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

/** The main links for whoever is signed in (null: a visitor). */
export function mainNavLinks(user: (ApprovalFields & RoleFields) | null): NavLinkItem[] {
  const member = user !== null && isApproved(user);
  const staff = user !== null && isStaff(user);
  return MAIN_NAV_LINKS.filter(
    (link) => (member || !link.membersOnly) && (staff || !link.staffOnly),
  );
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
