import { describe, expect, it } from 'vitest';
import { homeFigures, newMemberFigures } from '../../fixtures/home';
import { isNewMember } from './homeTypes';

describe('isNewMember', () => {
  it('is a member with no coins who has never booked', () => {
    expect(isNewMember(newMemberFigures)).toBe(true);
  });

  it('is not a member who has coins, even with nothing booked', () => {
    expect(isNewMember({ ...newMemberFigures, coins: 1 })).toBe(false);
  });

  it('is not a member who has spent every coin on bookings', () => {
    expect(isNewMember({ ...newMemberFigures, bookings: 1 })).toBe(false);
    expect(isNewMember({ ...homeFigures, coins: 0 })).toBe(false);
  });
});
