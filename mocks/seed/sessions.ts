/**
 * The game sessions of the seed, from a week ago to 13 days ahead, in every status, and the
 * maintenance blocks that put some of them in maintenance.
 */

import { addDays, coinCost, dayOfWeek, WEEKEND_DAYS } from '@domain';
import type { CourtType } from '@domain';
import { timestamp } from '../clock';
import { createMaintenanceBlock, createSession } from '../factories';
import { isCourtFree, maintenanceBlocks, withinOpeningHours } from '../schedule';
import { type Context, instantAt } from './context';

/** Sessions are generated from this many days ago… */
export const SESSION_DAYS_BACK = 7;
/** …to this many days ahead, today included (the next 14 days). */
export const SESSION_DAYS_AHEAD = 14;

const TEAM_SPORTS: readonly CourtType[] = ['football', 'futsal', 'basketball', 'volleyball'];
const MAX_PLAYERS: Record<CourtType, number> = {
  football: 14,
  futsal: 10,
  basketball: 10,
  volleyball: 12,
  tennis: 4,
  badminton: 4,
};
/** When a seeded session is played; its title must not contradict it. */
type Slot = 'weekendMorning' | 'weekdayEvening' | 'weekdayMorning';
/** `{day}` stands for the session's weekday, so a title never names the wrong day. */
const SESSION_TITLES: Record<CourtType, Record<Slot, readonly string[]>> = {
  football: {
    weekendMorning: ['{day} Morning Kickabout', 'Weekend 7-a-side', 'Football Social'],
    weekdayEvening: ['Evening 7-a-side', '{day} Night Football', 'After-work Football'],
    weekdayMorning: ['Early Kickabout', 'Football Social'],
  },
  futsal: {
    weekendMorning: ['{day} Morning Futsal', 'Futsal Social', 'Weekend Futsal'],
    weekdayEvening: ['{day} Night Futsal', 'Futsal Social', 'After-work Futsal'],
    weekdayMorning: ['Early Futsal', 'Futsal Social'],
  },
  basketball: {
    weekendMorning: ['Pickup Basketball Run', '3x3 Ladder', 'Weekend Hoops'],
    weekdayEvening: ['Pickup Basketball Run', '3x3 Ladder', 'Hoops After Work'],
    weekdayMorning: ['Pickup Basketball Run', '3x3 Ladder'],
  },
  volleyball: {
    weekendMorning: ['Volleyball Social', '{day} Morning Volleyball'],
    weekdayEvening: ['Volleyball Social', 'Beach-style Volleyball Night'],
    weekdayMorning: ['Volleyball Social', 'Early Volleyball'],
  },
  tennis: {
    weekendMorning: ['Doubles Ladder', '{day} Morning Tennis'],
    weekdayEvening: ['Doubles Ladder', 'Evening Tennis'],
    weekdayMorning: ['Doubles Ladder', 'Early Bird Tennis'],
  },
  badminton: {
    weekendMorning: ['Morning Shuttle Club', 'Weekend Badminton Doubles'],
    weekdayEvening: ['Badminton Doubles Night', 'After-work Shuttle Club'],
    weekdayMorning: ['Morning Shuttle Club', 'Early Badminton Doubles'],
  },
};
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Maintenance windows; sessions they cover are put in maintenance. */
const MAINTENANCE: {
  location: string;
  court: number;
  day: number;
  from: string;
  to: string;
  note: string;
}[] = [
  { location: 'kano', court: 2, day: 0, from: '07:00', to: '21:00', note: 'Pitch re-turfing' },
  { location: 'lekki', court: 2, day: 3, from: '06:00', to: '12:00', note: 'Resurfacing' },
  { location: 'yaba', court: 1, day: 1, from: '14:00', to: '20:00', note: 'Hoop replacement' },
  { location: 'wuse', court: 1, day: 5, from: '06:00', to: '22:00', note: 'Floor repairs' },
  { location: 'ikoyi', court: 0, day: 9, from: '06:00', to: '21:00', note: 'Grass renovation' },
];

function sessionSlot(
  courtType: CourtType,
  date: string,
): { slot: Slot; start: string; end: string } {
  const weekend = (WEEKEND_DAYS as readonly number[]).includes(dayOfWeek(date));
  if (weekend) return { slot: 'weekendMorning', start: '09:00', end: '11:00' };
  return TEAM_SPORTS.includes(courtType)
    ? { slot: 'weekdayEvening', start: '18:00', end: '20:00' }
    : { slot: 'weekdayMorning', start: '07:00', end: '09:00' };
}

export async function seedSessions(ctx: Context): Promise<void> {
  const { database, random } = ctx;
  for (const block of MAINTENANCE) {
    const location = ctx.locations.get(block.location);
    const court = location && ctx.courts.get(location.id)?.[block.court];
    if (!court) throw new Error(`Seed: no court ${block.court} at ${block.location}`);
    await createMaintenanceBlock(
      {
        court_id: court.id,
        date: addDays(ctx.today, block.day),
        start_time: block.from,
        end_time: block.to,
        note: block.note,
        created_at: timestamp(instantAt(ctx, -20, '09:00')),
      },
      database,
    );
  }

  let counter = 0;
  for (let day = -SESSION_DAYS_BACK; day < SESSION_DAYS_AHEAD; day++) {
    const date = addDays(ctx.today, day);
    for (const location of ctx.locations.values()) {
      if (!location.is_active) continue;
      for (const [index, court] of (ctx.courts.get(location.id) ?? []).entries()) {
        // A court under maintenance that day always has its session, shown in maintenance.
        const blocked = maintenanceBlocks(database, court.id, date).length > 0;
        if (!blocked && (day + SESSION_DAYS_BACK + index + location.id) % 3 !== 0) continue;
        counter += 1;
        const { slot, start, end } = sessionSlot(court.court_type, date);
        const range = { date, start_time: start, end_time: end };
        if (!withinOpeningHours(location, range)) continue;
        const maxPlayers = MAX_PLAYERS[court.court_type];
        const courtCost = coinCost({ hourly_rate: location.hourly_rate, ...range });
        const coinCostPerPlayer = Math.max(5, Math.round(courtCost / Math.ceil(maxPlayers / 2)));
        const underMaintenance = !isCourtFree(database, court.id, range);
        // Every status appears: a few full and a few called off among the upcoming ones.
        const roll = random.next();
        const full = !underMaintenance && day >= 0 && (counter % 7 === 0 || roll < 0.08);
        const cancelled = !underMaintenance && !full && counter % 11 === 0;
        const offline = full ? maxPlayers : random.int(0, Math.max(0, maxPlayers - 3));
        await createSession(
          {
            court_id: court.id,
            session_date: date,
            start_time: start,
            end_time: end,
            max_players: maxPlayers,
            offline_players: offline,
            coin_cost: coinCostPerPlayer,
            // One draw whatever the list, so the rest of the seed stays as it was.
            title: random
              .pick(SESSION_TITLES[court.court_type][slot])
              .replace('{day}', DAY_NAMES[dayOfWeek(date)] ?? ''),
            status: underMaintenance
              ? 'maintenance'
              : cancelled
                ? 'cancelled'
                : full
                  ? 'booked'
                  : 'available',
            created_at: timestamp(instantAt(ctx, Math.min(day, 0) - 21, '09:00')),
          },
          database,
        );
      }
    }
  }
}
