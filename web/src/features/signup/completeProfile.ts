import type { CreateProfileInput } from '@mithaq/contract/profiles';
import { ApiError } from '../../lib/api';
import { isTransientFailure, withRetry } from '../../lib/retry';
import { createProfile, fetchOwnProfile } from '../profiles/public';

/** Spec §9: profile creation is tried 3 times, waiting 2 s and then 4 s, on network or server failures only. */
export const CREATE_ATTEMPTS = 3;
export const CREATE_FIRST_DELAY_MS = 2_000;

/**
 * POST /api/profiles with retries. When an earlier attempt's answer was lost, a retry may find the
 * profile already made ('Profile already exists'): that attempt did succeed, so it counts as done.
 */
export async function createProfileWithRetry(
  input: CreateProfileInput,
  onRetry: (failedAttempt: number, delayMs: number) => void,
): Promise<void> {
  await withRetry(
    async (attempt) => {
      try {
        await createProfile(input);
      } catch (error) {
        if (attempt > 1 && error instanceof ApiError && error.status === 409) return;
        throw error;
      }
    },
    { attempts: CREATE_ATTEMPTS, initialDelayMs: CREATE_FIRST_DELAY_MS, shouldRetry: isTransientFailure, onRetry },
  );
}

/** Reads the profile back: true when the server lists at least `expected` pictures. */
export async function pictureReferencesSaved(expected: number): Promise<boolean> {
  try {
    return (await fetchOwnProfile()).pictures.length >= expected;
  } catch {
    return false;
  }
}
