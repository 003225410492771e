import { describe, expect, it } from 'vitest';
import { isCurrentPath, mainNavLinks } from './navigation';

describe('mainNavLinks', () => {
  it('shows visitors Home, Landing and Contact only', () => {
    expect(mainNavLinks(null).map((link) => link.label)).toEqual(['Home', 'Landing', 'Contact']);
  });

  it.each(['PENDING', 'SUSPENDED', 'REJECTED'] as const)(
    'shows a %s member only the links they may use',
    (account_status) => {
      const user = { account_status, is_approved: account_status !== 'PENDING' };
      expect(mainNavLinks(user).map((link) => link.label)).toEqual(['Home', 'Landing', 'Contact']);
    },
  );

  it('adds Sessions for staff and admins only', () => {
    const member = { account_status: 'ACTIVE', is_approved: true, user_type: 'USER' } as const;
    const labels = (user: Parameters<typeof mainNavLinks>[0]) =>
      mainNavLinks(user).map((link) => link.label);
    expect(labels(member)).not.toContain('Sessions');
    expect(labels({ ...member, user_type: 'STAFF' })).toContain('Sessions');
    expect(labels({ ...member, user_type: 'ADMIN' }).at(-1)).toBe('Sessions');
  });

  it('adds Locations, Bookings and Subscriptions for an approved member, in order', () => {
    const member = { account_status: 'ACTIVE', is_approved: true } as const;
    expect(mainNavLinks(member).map((link) => link.label)).toEqual([
      'Home',
      'Landing',
      'Locations',
      'Bookings',
      'Subscriptions',
      'Contact',
    ]);
  });
});

describe('isCurrentPath', () => {
  it('matches Home only on the root', () => {
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath('/contact', '/')).toBe(false);
  });

  it('matches a section and the pages below it, ignoring query, hash and a trailing slash', () => {
    expect(isCurrentPath('/bookings', '/bookings')).toBe(true);
    expect(isCurrentPath('/bookings/', '/bookings')).toBe(true);
    expect(isCurrentPath('/bookings/42?tab=past', '/bookings')).toBe(true);
    expect(isCurrentPath('/subscriptions#wallet', '/subscriptions')).toBe(true);
  });

  it('does not match a path that merely starts with the same letters', () => {
    expect(isCurrentPath('/locationsx', '/locations')).toBe(false);
  });

  it('matches nothing when no path is known', () => {
    expect(isCurrentPath(undefined, '/')).toBe(false);
  });
});
