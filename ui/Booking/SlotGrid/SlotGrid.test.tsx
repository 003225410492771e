import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import {
  freeSlots,
  lekkiArena,
  lekkiCourts,
  lekkiSlots,
  noSlots,
  storyNow,
  storyToday,
} from '../../fixtures/locations';
import { SlotGrid, slotOptions } from './SlotGrid';

const pitchA = lekkiCourts[0]!;
const hall = lekkiCourts[1]!;
const base = {
  courtId: pitchA.id,
  openingTime: '06:00',
  closingTime: '22:00',
  now: storyNow,
};

describe('slotOptions', () => {
  it('lists every hour a slot of the length can start, marking the taken ones', () => {
    const options = slotOptions({ ...base, slots: lekkiSlots });
    expect(options.map((o) => o.startTime)).toEqual([
      '06:00',
      '07:00',
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
      '20:00',
      '21:00',
    ]);
    const taken = options.filter((o) => o.unavailable === 'taken').map((o) => o.startTime);
    expect(taken).toEqual(['08:00', '12:00', '19:00']);
    expect(options.find((o) => o.startTime === '17:00')?.slot?.is_peak).toBe(true);
  });

  it('stops where a slot of the length would run past closing', () => {
    const slots = freeSlots(lekkiArena, pitchA, lekkiSlots.date, 3);
    const options = slotOptions({ ...base, slots });
    expect(options.at(-1)?.startTime).toBe('19:00');
  });

  it('counts only the chosen court', () => {
    const slots = {
      ...lekkiSlots,
      slots: [...lekkiSlots.slots, ...freeSlots(lekkiArena, hall, lekkiSlots.date, 1).slots],
    };
    const onPitch = slotOptions({ ...base, slots });
    expect(onPitch.find((o) => o.startTime === '08:00')?.unavailable).toBe('taken');
    const anyCourt = slotOptions({ ...base, courtId: null, slots });
    expect(anyCourt.find((o) => o.startTime === '08:00')?.slot?.court.id).toBe(hall.id);
  });

  it('marks the hours of today that have begun as passed, even if offered', () => {
    const slots = freeSlots(lekkiArena, pitchA, storyToday, 1);
    const options = slotOptions({ ...base, slots });
    const passed = options.filter((o) => o.unavailable === 'passed').map((o) => o.startTime);
    expect(passed).toEqual(['06:00', '07:00', '08:00', '09:00']);
    expect(options.find((o) => o.startTime === '10:00')?.slot).not.toBeNull();
  });

  it('keeps a free slot that does not start on the hour', () => {
    const slots = {
      ...noSlots,
      slots: [{ ...lekkiSlots.slots[0]!, start_time: '06:30:00', end_time: '07:30' }],
    };
    const options = slotOptions({ ...base, slots });
    expect(options.find((o) => o.startTime === '06:30')?.slot).not.toBeNull();
  });
});

describe('SlotGrid', () => {
  it('calls back with the free slot chosen', async () => {
    const onChange = vi.fn();
    renderWithTheme(<SlotGrid {...base} slots={lekkiSlots} value={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: /^18:00/ }));
    expect(onChange).toHaveBeenCalledWith(
      lekkiSlots.slots.find((slot) => slot.court.id === pitchA.id && slot.start_time === '18:00'),
    );
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({ is_peak: true });
    expect(screen.getByRole('radio', { name: /^18:00/ })).toHaveTextContent('Peak');
    expect(screen.getByRole('radio', { name: /^08:00/ })).toBeDisabled();
  });

  it('says so when nothing is free', () => {
    renderWithTheme(<SlotGrid {...base} slots={noSlots} value={null} onChange={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'No free times on this day. Try another date or court.',
    );
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});
