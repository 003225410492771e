import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import {
  cancelledSession,
  fullSession,
  joinedSession,
  joinedSoonSession,
  maintenanceSession,
  openSession,
  storyNow,
} from '../../fixtures/locations';
import type { GameSession } from '@domain';
import { GameSessionCard } from './GameSessionCard';

function render(session: GameSession, joined = false, busy = false) {
  const onJoin = vi.fn();
  const onLeave = vi.fn();
  renderWithTheme(
    <GameSessionCard
      session={session}
      joined={joined}
      busy={busy}
      now={storyNow}
      onJoin={onJoin}
      onLeave={onLeave}
    />,
  );
  return { onJoin, onLeave };
}

describe('GameSessionCard', () => {
  it('joins an available session with a free place', async () => {
    const { onJoin } = render(openSession);
    await userEvent.click(
      screen.getByRole('button', { name: 'Join Saturday 5-a-side, Sat 21 Nov 2026, 16:00' }),
    );
    expect(onJoin).toHaveBeenCalledWith(openSession);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '7');
  });

  it('offers Leave once joined, even when the session is full', async () => {
    const { onLeave } = render({ ...joinedSession, current_players: 4 }, true);
    await userEvent.click(
      screen.getByRole('button', { name: 'Leave Doubles Ladder, Tue 24 Nov 2026, 18:00' }),
    );
    expect(onLeave).toHaveBeenCalled();
  });

  it('keeps the place inside the cancellation cut-off', () => {
    render(joinedSoonSession, true);
    expect(screen.getByRole('button', { name: /^Leave Tennis session, / })).toBeDisabled();
  });

  it.each([
    [fullSession, 'Full', 'Every place is taken.'],
    [maintenanceSession, 'Unavailable', 'The court is under maintenance.'],
    [cancelledSession, 'Unavailable', 'This session was cancelled.'],
  ])('blocks joining with a reason (%#)', (session, label, reason) => {
    render(session);
    const button = screen.getByRole('button', { name: label });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
  });

  it('shows a busy join', () => {
    render(openSession, false, true);
    expect(screen.getByRole('button', { name: /Joining/ })).toBeDisabled();
  });

  it('names an untitled session after its sport', () => {
    render(joinedSoonSession, true);
    expect(screen.getByRole('heading', { name: 'Tennis session' })).toBeInTheDocument();
  });
});
