/**
 * The game sessions of /locations (useGameSessions: the joinable sessions, the member's places,
 * joining, leaving and the waitlist), run in a component of their own so that their code and
 * their requests wait until the sessions are first wanted: the sessions view opened, or a shared
 * session's link. It renders nothing and hands each new state to the page.
 */
import { memo, useEffect } from 'react';
import { useGameSessions, type GameSessions } from './useGameSessions';

export interface GameSessionsSourceProps {
  /** Called with each new state; a state setter, so that the page re-renders only on a change. */
  onChange: (sessions: GameSessions) => void;
}

function GameSessionsSource({ onChange }: GameSessionsSourceProps) {
  const sessions = useGameSessions();
  useEffect(() => onChange(sessions));
  return null;
}

// Memoised: the page re-rendering with the state it was handed must not hand it a new one.
export default memo(GameSessionsSource);
