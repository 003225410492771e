/**
 * Who may open a route (SPEC §2 route table, §6 roles), as data and one pure decision, so the
 * router's guard and its tests read the same rules.
 */
import type { Session } from '../state/session';

export type Access =
  /** anyone */
  | 'public'
  /** visitors only: a signed-in user goes to /dashboard (/login, /register) */
  | 'guest'
  /** any signed-in user, approved or not (/dashboard, /profile, /settings) */
  | 'user'
  /** signed in AND approved (/locations, /bookings, /subscriptions) */
  | 'member'
  /** staff and admins (/staff/members/:id); anyone else goes to /dashboard */
  | 'staff'
  /** admins only (/staff/audit); staff and members go to /dashboard */
  | 'admin';

export type Decision = { kind: 'wait' } | { kind: 'render' } | { kind: 'redirect'; to: string };

export function decide(access: Access, session: Session): Decision {
  if (access === 'public') return { kind: 'render' };
  // Until the stored token has been checked, nobody knows where the visitor belongs.
  if (!session.isInitialized) return { kind: 'wait' };
  switch (access) {
    case 'guest':
      return session.isAuthenticated ? { kind: 'redirect', to: '/dashboard' } : { kind: 'render' };
    case 'user':
      return session.isAuthenticated ? { kind: 'render' } : { kind: 'redirect', to: '/login' };
    case 'member':
      if (!session.isAuthenticated) return { kind: 'redirect', to: '/login' };
      return session.isApproved ? { kind: 'render' } : { kind: 'redirect', to: '/dashboard' };
    case 'staff':
      if (!session.isAuthenticated) return { kind: 'redirect', to: '/login' };
      return session.isStaff ? { kind: 'render' } : { kind: 'redirect', to: '/dashboard' };
    case 'admin':
      if (!session.isAuthenticated) return { kind: 'redirect', to: '/login' };
      return session.isAdmin ? { kind: 'render' } : { kind: 'redirect', to: '/dashboard' };
  }
}
