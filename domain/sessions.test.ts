import { describe, expect, it } from 'vitest';
import { isSessionJoinable } from './sessions';

describe('isSessionJoinable', () => {
  it('needs an available session with a free place', () => {
    expect(isSessionJoinable({ status: 'available', current_players: 9, max_players: 10 })).toBe(
      true,
    );
    expect(isSessionJoinable({ status: 'available', current_players: 10, max_players: 10 })).toBe(
      false,
    );
    expect(isSessionJoinable({ status: 'booked', current_players: 0, max_players: 10 })).toBe(
      false,
    );
    expect(isSessionJoinable({ status: 'maintenance', current_players: 0, max_players: 10 })).toBe(
      false,
    );
  });
});
