import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './http';
import { isTransientFailure, RetriesExhaustedError, withRetry } from './retry';

const serverDown = () => new ApiError(503, 'UNAVAILABLE', 'Database unavailable');

describe('withRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 2 s, then 4 s, between attempts and returns the first success', async () => {
    const action = vi.fn().mockRejectedValueOnce(serverDown()).mockRejectedValueOnce(serverDown()).mockResolvedValue('made');
    const onRetry = vi.fn();
    const result = withRetry(action, { attempts: 3, initialDelayMs: 2000, shouldRetry: isTransientFailure, onRetry });

    await vi.advanceTimersByTimeAsync(0);
    expect(action).toHaveBeenCalledTimes(1);
    expect(onRetry).toHaveBeenLastCalledWith(1, 2000);
    await vi.advanceTimersByTimeAsync(1999);
    expect(action).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(action).toHaveBeenCalledTimes(2);
    expect(onRetry).toHaveBeenLastCalledWith(2, 4000);
    await vi.advanceTimersByTimeAsync(4000);
    await expect(result).resolves.toBe('made');
    expect(action).toHaveBeenCalledTimes(3);
  });

  it("gives up after the last attempt with 'All retry attempts failed'", async () => {
    const action = vi.fn().mockRejectedValue(new ApiError(0, 'network_error', 'Failed to fetch'));
    const result = withRetry(action, { attempts: 3, initialDelayMs: 2000, shouldRetry: isTransientFailure });
    const settled = expect(result).rejects.toThrow(RetriesExhaustedError);
    await vi.advanceTimersByTimeAsync(6000);
    await settled;
    await expect(result).rejects.toThrow('All retry attempts failed');
    expect(action).toHaveBeenCalledTimes(3);
  });

  it('does not retry an answer that will not change (4xx)', async () => {
    const refused = new ApiError(400, 'VALIDATION', 'Please select your birthday');
    const action = vi.fn().mockRejectedValue(refused);
    await expect(withRetry(action, { attempts: 3, initialDelayMs: 2000, shouldRetry: isTransientFailure })).rejects.toBe(refused);
    expect(action).toHaveBeenCalledTimes(1);
  });
});
