import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

const MAX_RETRIES = 2;

/** Retries only failures that may pass on a second try: a 4xx answer will not change by itself. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

let appClient: QueryClient | null = null;

/** The page's one query cache, made when a screen first needs it (the public pages never do). */
export function appQueryClient(): QueryClient {
  appClient ??= createQueryClient();
  return appClient;
}
