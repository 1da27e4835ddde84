import { useCallback, useRef } from 'react';
import { isTransientFailure } from '../../lib/retry';

/**
 * One Idempotency-Key per user intent (say "pay express on match X"): a retry after a lost answer
 * reuses it, so the server charges at most once; once the server has answered (success or a
 * refusal), the next attempt is a new intent with a new key.
 */
export function useIdempotencyKeys() {
  const keys = useRef(new Map<string, string>());
  const keyFor = useCallback((intent: string) => {
    let key = keys.current.get(intent);
    if (!key) {
      key = crypto.randomUUID();
      keys.current.set(intent, key);
    }
    return key;
  }, []);
  /** Call after each attempt: `error` undefined for success; a transient failure keeps the key. */
  const settle = useCallback((intent: string, error?: unknown) => {
    if (error === undefined || !isTransientFailure(error)) keys.current.delete(intent);
  }, []);
  return { keyFor, settle };
}
