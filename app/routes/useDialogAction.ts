import { useEffect } from 'react';
import { errorMessage, type Fallback } from '../api/remote';
import { useAttemptKey } from './useAttemptKey';
import { useExclusive } from './useExclusive';

/** What a dialog reads of its action's mutation (jotai-tanstack-query's mutation atom value). */
export interface DialogMutation<V, R> {
  mutateAsync: (variables: V) => Promise<R>;
  reset: () => void;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
  data: R | undefined;
}

/**
 * The action of a dialog that moves coins (a booking, a move), for one opening of it: sent once at
 * a time with its Idempotency-Key (the same key while the fate of the same request is unknown:
 * useAttemptKey), and its outcome, which goes with the dialog. The dialog shows the failure, the
 * server's message or `failed`.
 */
export function useDialogAction<V, R>(mutation: DialogMutation<V, R>, failed: Fallback) {
  const { reset } = mutation;
  const sendOnce = useAttemptKey();

  // The outcome belongs to this opening.
  useEffect(() => reset, [reset]);

  /** Sends `request`, as the variables `withKey` makes of its Idempotency-Key. */
  const send = useExclusive(async (request: unknown, withKey: (idempotencyKey: string) => V) => {
    await sendOnce(request, (idempotencyKey) =>
      mutation.mutateAsync(withKey(idempotencyKey)),
    ).catch(() => {
      // The dialog shows the failure (submitError).
    });
  });

  return {
    send,
    /** A new choice: the last failure no longer applies. */
    clearFailure: () => {
      if (mutation.isError) reset();
    },
    submitting: mutation.isPending,
    submitError: mutation.isError ? errorMessage(mutation.error, failed) : null,
    confirmed: mutation.isSuccess ? (mutation.data ?? null) : null,
  };
}
