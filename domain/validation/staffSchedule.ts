/**
 * The staff forms of the sessions page: a game session (new or edited) and a court closure. The
 * checks the server makes too are worded as the server words them, so a refusal reads the same
 * whichever side makes it.
 */
import { SESSION_MAX_PLAYERS } from '../constants';
import { isWallTime, timeToMinutes } from '../format';
import type { FieldErrors } from '../types';
import { MESSAGES } from './messages';
import { isBlank, toNumber, tooLongErrors } from './rules';

export interface OpeningHours {
  opening_time: string;
  closing_time: string;
}

export const SCHEDULE_MESSAGES = {
  courtRequired: 'Choose a court',
  dateRequired: 'Choose a date',
  startRequired: 'Enter a start time',
  endRequired: 'Enter an end time',
  maxPlayersInvalid: `Max players must be a whole number from 1 to ${SESSION_MAX_PLAYERS}`,
  coinCostInvalid: 'Coin cost must be a whole number of coins (0 or more)',
  outsideOpeningHours: (hours: OpeningHours, what: string = 'Sessions') =>
    `${what} must be within opening hours (${hours.opening_time}–${hours.closing_time}).`,
  maxBelowPlayers: (players: number) =>
    `Cannot be less than the ${players} player${players === 1 ? '' : 's'} already in the session.`,
} as const;

/** A time range of one day on one court, as typed. */
export interface CourtTimeValues {
  court_id: string;
  date: string;
  start_time: string;
  end_time: string;
}

export interface SessionFormValues extends CourtTimeValues {
  max_players: string;
  coin_cost: string;
  title: string;
}

export interface ClosureFormValues extends CourtTimeValues {
  note: string;
}

function courtTimeErrors(
  values: CourtTimeValues,
  hours: OpeningHours | undefined,
  what: string,
): FieldErrors<CourtTimeValues> & { non_field_errors?: string } {
  const errors: FieldErrors<CourtTimeValues> & { non_field_errors?: string } = {};
  if (isBlank(values.court_id)) errors.court_id = SCHEDULE_MESSAGES.courtRequired;
  if (isBlank(values.date)) errors.date = SCHEDULE_MESSAGES.dateRequired;
  if (!isWallTime(values.start_time)) errors.start_time = SCHEDULE_MESSAGES.startRequired;
  if (!isWallTime(values.end_time)) errors.end_time = SCHEDULE_MESSAGES.endRequired;
  if (errors.start_time === undefined && errors.end_time === undefined) {
    const start = timeToMinutes(values.start_time);
    const end = timeToMinutes(values.end_time);
    if (end <= start) errors.non_field_errors = MESSAGES.startBeforeEnd;
    else if (
      hours &&
      (start < timeToMinutes(hours.opening_time) || end > timeToMinutes(hours.closing_time))
    ) {
      errors.non_field_errors = SCHEDULE_MESSAGES.outsideOpeningHours(hours, what);
    }
  }
  return errors;
}

/**
 * A session form: a court, a day, a range inside opening hours, a place count from 1 (and never
 * below the players already in, when editing) and a whole coin cost.
 */
export function validateSessionForm(
  values: SessionFormValues,
  hours: OpeningHours | undefined,
  playersIn: number = 0,
): FieldErrors<SessionFormValues> & { non_field_errors?: string } {
  const errors: FieldErrors<SessionFormValues> & { non_field_errors?: string } = {
    ...tooLongErrors({ title: values.title }),
    ...courtTimeErrors(values, hours, 'Sessions'),
  };
  const max = toNumber(values.max_players);
  if (max === undefined || !Number.isInteger(max) || max < 1 || max > SESSION_MAX_PLAYERS) {
    errors.max_players = SCHEDULE_MESSAGES.maxPlayersInvalid;
  } else if (max < playersIn) errors.max_players = SCHEDULE_MESSAGES.maxBelowPlayers(playersIn);
  const cost = toNumber(values.coin_cost);
  if (cost === undefined || !Number.isInteger(cost) || cost < 0) {
    errors.coin_cost = SCHEDULE_MESSAGES.coinCostInvalid;
  }
  return errors;
}

export function validateClosureForm(
  values: ClosureFormValues,
  hours: OpeningHours | undefined,
): FieldErrors<ClosureFormValues> & { non_field_errors?: string } {
  return {
    ...tooLongErrors({ note: values.note }),
    ...courtTimeErrors(values, hours, 'Closures'),
  };
}
