import { describe, expect, it } from 'vitest';
import { SESSION_MAX_PLAYERS } from '../constants';
import {
  SCHEDULE_MESSAGES,
  validateClosureForm,
  validateSessionForm,
  type SessionFormValues,
} from './staffSchedule';

const hours = { opening_time: '06:00', closing_time: '22:00' };
const valid: SessionFormValues = {
  court_id: '1',
  date: '2026-01-20',
  start_time: '18:00',
  end_time: '20:00',
  max_players: '10',
  coin_cost: '15',
  title: '',
};

describe('validateSessionForm', () => {
  it('accepts a full session inside opening hours', () => {
    expect(validateSessionForm(valid, hours)).toEqual({});
  });

  it('names every missing field', () => {
    expect(
      validateSessionForm(
        { ...valid, court_id: '', date: '', start_time: '', end_time: '', max_players: '' },
        hours,
      ),
    ).toEqual({
      court_id: 'Choose a court',
      date: 'Choose a date',
      start_time: 'Enter a start time',
      end_time: 'Enter an end time',
      max_players: `Max players must be a whole number from 1 to ${SESSION_MAX_PLAYERS}`,
    });
  });

  it('refuses a backwards range and one outside opening hours, as the server words them', () => {
    expect(validateSessionForm({ ...valid, end_time: '17:00' }, hours).non_field_errors).toBe(
      'Start time must be before end time',
    );
    expect(validateSessionForm({ ...valid, end_time: '23:00' }, hours).non_field_errors).toBe(
      'Sessions must be within opening hours (06:00–22:00).',
    );
  });

  it('never goes below the players already in, nor above the maximum', () => {
    expect(validateSessionForm({ ...valid, max_players: '3' }, hours, 4).max_players).toBe(
      'Cannot be less than the 4 players already in the session.',
    );
    expect(validateSessionForm({ ...valid, max_players: '4' }, hours, 4)).toEqual({});
    expect(
      validateSessionForm({ ...valid, max_players: String(SESSION_MAX_PLAYERS + 1) }, hours)
        .max_players,
    ).toBe(SCHEDULE_MESSAGES.maxPlayersInvalid);
    expect(validateSessionForm({ ...valid, coin_cost: '2.5' }, hours).coin_cost).toBe(
      'Coin cost must be a whole number of coins (0 or more)',
    );
    expect(validateSessionForm({ ...valid, coin_cost: '0' }, hours)).toEqual({});
  });
});

describe('validateClosureForm', () => {
  it('names closures in the opening-hours message', () => {
    expect(
      validateClosureForm(
        { court_id: '1', date: '2026-01-20', start_time: '05:00', end_time: '07:00', note: '' },
        hours,
      ),
    ).toEqual({ non_field_errors: 'Closures must be within opening hours (06:00–22:00).' });
  });
});
