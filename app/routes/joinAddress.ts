/**
 * The join confirmation of /locations is open while the address names its session,
 * `?view=sessions&join=<session id>` (dialogAddress.ts): Back closes it, and a shared session's
 * link (useSharedSession.ts) opens it by writing the same address.
 */
import type { GameSession } from '@domain';
import { useDialogAddress } from './dialogAddress';
import type { SetParams } from './useAddressParams';
import type { JoinAddress } from './useGameSessions';

export const JOIN_PARAM = 'join';

/** The session the address asks to join, or null. */
export function joinFromParams(params: URLSearchParams): number | null {
  const id = Number(params.get(JOIN_PARAM) ?? '');
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function useJoinAddress(params: URLSearchParams, setParams: SetParams): JoinAddress {
  const address = useDialogAddress(setParams, JOIN_PARAM);
  return {
    sessionId: joinFromParams(params),
    open: (session: GameSession) => address.open({ [JOIN_PARAM]: String(session.id) }),
    close: address.close,
  };
}
