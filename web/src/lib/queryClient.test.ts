import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { shouldRetryQuery } from './queryClient';

describe('shouldRetryQuery', () => {
  it('never retries a 4xx answer', () => {
    expect(shouldRetryQuery(0, new ApiError(404, 'not_found', 'Not found'))).toBe(false);
  });

  it('retries server and network failures twice', () => {
    const error = new ApiError(0, 'network_error', 'Failed to fetch');
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(1, new ApiError(503, 'http_error', 'Unavailable'))).toBe(true);
    expect(shouldRetryQuery(2, error)).toBe(false);
  });
});
