import { useState } from 'react';

/**
 * Local state that starts from a prop and follows it whenever the prop changes, while the
 * screen may also change it itself. The screen works on its own in a story (clicking Edit
 * Profile edits), and the app can still drive it (end editing once a save succeeded).
 */
export function useFollowingState<T>(prop: T): [T, (next: T) => void] {
  const [state, setState] = useState({ prop, current: prop });
  // Adjusted while rendering rather than in an effect, so no frame shows the stale value.
  if (!Object.is(state.prop, prop)) setState({ prop, current: prop });
  const current = Object.is(state.prop, prop) ? state.current : prop;
  return [current, (next) => setState((s) => ({ ...s, current: next }))];
}
