import { describe, expect, it } from 'vitest';
import type { Session } from '../state/session';
import { decide, type Access } from './access';

const visitor: Session = {
  user: null,
  isAuthenticated: false,
  isApproved: false,
  isStaff: false,
  isAdmin: false,
  isInitialized: true,
  isLoading: false,
};
const unapproved: Session = { ...visitor, isAuthenticated: true };
const approved: Session = { ...unapproved, isApproved: true };
const starting: Session = { ...approved, isInitialized: false };
const staff: Session = { ...approved, isStaff: true };
const admin: Session = { ...staff, isAdmin: true };

describe('decide', () => {
  it.each<[Access, Session, ReturnType<typeof decide>]>([
    ['public', visitor, { kind: 'render' }],
    ['public', starting, { kind: 'render' }],
    ['guest', visitor, { kind: 'render' }],
    ['guest', unapproved, { kind: 'redirect', to: '/dashboard' }],
    ['user', visitor, { kind: 'redirect', to: '/login' }],
    ['user', unapproved, { kind: 'render' }],
    ['member', visitor, { kind: 'redirect', to: '/login' }],
    ['member', unapproved, { kind: 'redirect', to: '/dashboard' }],
    ['member', approved, { kind: 'render' }],
    ['user', starting, { kind: 'wait' }],
    ['member', starting, { kind: 'wait' }],
    ['guest', starting, { kind: 'wait' }],
    ['staff', visitor, { kind: 'redirect', to: '/login' }],
    ['staff', unapproved, { kind: 'redirect', to: '/dashboard' }],
    ['staff', approved, { kind: 'redirect', to: '/dashboard' }],
    ['staff', staff, { kind: 'render' }],
    ['staff', admin, { kind: 'render' }],
    ['staff', starting, { kind: 'wait' }],
    ['admin', visitor, { kind: 'redirect', to: '/login' }],
    ['admin', approved, { kind: 'redirect', to: '/dashboard' }],
    ['admin', staff, { kind: 'redirect', to: '/dashboard' }],
    ['admin', admin, { kind: 'render' }],
  ])('%s route, session %#: %o', (access, session, expected) => {
    expect(decide(access, session)).toEqual(expected);
  });
});
