import { atom } from 'jotai';
import { describe, expect, it } from 'vitest';
import { atomFamilyOf } from './family';

describe('a family of atoms', () => {
  it('answers the same atom for the same parameter, and another for another', () => {
    let made = 0;
    const family = atomFamilyOf((id: number | null) => {
      made += 1;
      return atom(id);
    });
    expect(family(7)).toBe(family(7));
    expect(family(null)).toBe(family(null));
    expect(family(7)).not.toBe(family(8));
    expect(made).toBe(3);
  });
});

describe('a family of atoms with parameters of more than one value', () => {
  it('tells them apart by their key', () => {
    const family = atomFamilyOf(
      (day: { venue: number; date: string }) => atom(day),
      ({ venue, date }) => `${venue}/${date}`,
    );
    expect(family({ venue: 1, date: '2026-11-25' })).toBe(family({ venue: 1, date: '2026-11-25' }));
    expect(family({ venue: 1, date: '2026-11-25' })).not.toBe(
      family({ venue: 2, date: '2026-11-25' }),
    );
    expect(family({ venue: 1, date: '2026-11-25' })).not.toBe(
      family({ venue: 1, date: '2026-11-26' }),
    );
  });
});
