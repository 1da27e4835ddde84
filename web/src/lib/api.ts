import { getAccessToken } from './authTokens';
import { ApiError, sendRequest } from './http';
import type { RequestOptions } from './http';
import { refreshSession } from './refreshSession';

export { ApiError, toApiError } from './http';
export { getAccessToken, setAccessToken } from './authTokens';

export interface ApiFetchOptions extends RequestOptions {
  /** Sends the in-memory access token (default). Cookie-only calls such as sign-in turn it off. */
  bearer?: boolean;
}

function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Fetches `path` and returns its parsed JSON body; throws ApiError on network or HTTP failure.
 * A 401 on a call that carried an access token means the token ran out: the call is retried once
 * with a fresh one (through the shared single-flight refresh). If the refresh says the session is
 * over, its listeners sign the user out and the original 401 is thrown.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { bearer = true, ...request } = options;
  const token = bearer ? getAccessToken() : null;
  try {
    return await sendRequest<T>(path, request, token);
  } catch (error) {
    if (!token || !isUnauthorized(error)) throw error;
    // Another call may already have refreshed while this one was in flight.
    let retryToken = getAccessToken();
    if (retryToken === token) {
      const outcome = await refreshSession();
      retryToken = outcome.kind === 'session' ? outcome.session.accessToken : null;
    }
    if (!retryToken) throw error;
    return sendRequest<T>(path, request, retryToken);
  }
}
