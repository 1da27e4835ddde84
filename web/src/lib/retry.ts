import { ApiError } from './http';

export interface RetryOptions {
  /** Total attempts, the first included. */
  attempts: number;
  /** Wait before the second attempt; doubles before each later one. */
  initialDelayMs: number;
  /** Whether a failure may pass on another try. */
  shouldRetry: (error: unknown) => boolean;
  /** Told before each wait (1-based number of the attempt that failed, wait in ms). */
  onRetry?: (failedAttempt: number, delayMs: number) => void;
}

/** Thrown when every attempt failed with a retryable error (spec §8: 'All retry attempts failed'). */
export class RetriesExhaustedError extends Error {
  override readonly name = 'RetriesExhaustedError';

  constructor(
    message: string,
    readonly lastError: unknown,
  ) {
    super(message);
  }
}

export const ALL_RETRIES_FAILED = 'All retry attempts failed';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The one rule for "trying again may help": a network failure or a 5xx answer. http.ts turns a
 * failed fetch into ApiError status 0, so any other thrown value is a bug in our code, which a
 * retry would only repeat.
 */
export function isTransientFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/** Runs `action` until it succeeds, a failure is not retryable, or the attempts run out. */
export async function withRetry<T>(action: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  let delay = options.initialDelayMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await action(attempt);
    } catch (error) {
      if (!options.shouldRetry(error)) throw error;
      if (attempt >= options.attempts) throw new RetriesExhaustedError(ALL_RETRIES_FAILED, error);
      options.onRetry?.(attempt, delay);
      await wait(delay);
      delay *= 2;
    }
  }
}
