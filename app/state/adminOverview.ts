import { atom } from 'jotai';

/**
 * True once a staff member has opened the Admin Overview: its calls are made only then, so the
 * My Dashboard tab costs staff no more than it costs a member.
 */
export const adminOverviewOpenAtom = atom(false);
