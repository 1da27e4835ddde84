import type { AuthSession } from '@mithaq/contract/auth';
import { loadAuthContract } from './authContract';
import { setAccessToken } from './authTokens';
import { ApiError, invalidResponseError, sendRequest } from './http';
import { transport } from './transport';
import { apiPaths } from '@mithaq/contract/endpoints/paths';

/** What exchanging the refresh cookie gave. 'failed' (network, server trouble) proves nothing either way. */
export type RefreshOutcome =
  | { kind: 'session'; session: AuthSession }
  | { kind: 'signedOut' }
  | { kind: 'failed'; error: ApiError };

type RefreshListener = (outcome: RefreshOutcome) => void;

const listeners = new Set<RefreshListener>();
const SIGNED_OUT: RefreshOutcome = { kind: 'signedOut' };

/** Tells `listener` about every refresh; returns the unsubscribe function. */
export function onRefreshOutcome(listener: RefreshListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function exchangeRefreshCookie(): Promise<RefreshOutcome> {
  try {
    // No bearer: the HttpOnly cookie is the credential (the wrapper sends its kept token as the
    // body, read from the key store; the web sends at once, in the first paint's tick).
    const readBody = transport().refreshBody;
    const json = readBody ? await readBody() : undefined;
    const body = await sendRequest<unknown>(apiPaths.auth.refresh, { method: 'POST', json }, null);
    const session = isRecord(body) ? body.session : undefined;
    // A visitor without a session (null) never loads the schema.
    if (session === null) return SIGNED_OUT;
    const parsed = (await loadAuthContract()).authSessionSchema.safeParse(session);
    return parsed.success ? { kind: 'session', session: parsed.data } : { kind: 'failed', error: invalidResponseError() };
  } catch (error) {
    // 401: the cookie's session was revoked or has expired.
    if (error instanceof ApiError && error.status === 401) return SIGNED_OUT;
    return { kind: 'failed', error: error instanceof ApiError ? error : invalidResponseError() };
  }
}

/**
 * Tabs share the cookie, so they take turns: each one then sends the newest cookie instead of
 * two tabs presenting the same one. Browsers without Web Locks (and tests) just go ahead.
 */
async function inRefreshLock(task: () => Promise<RefreshOutcome>): Promise<RefreshOutcome> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request('mithaq-auth-refresh', task) : task();
}

let refreshInFlight: Promise<RefreshOutcome> | null = null;

async function refreshAndApply(): Promise<RefreshOutcome> {
  const outcome = await inRefreshLock(exchangeRefreshCookie);
  if (outcome.kind === 'session') {
    setAccessToken(outcome.session.accessToken, outcome.session.expiresAt);
    // Kept before anyone hears of it: the next refresh must present the rotated token.
    await transport().keepSession(outcome.session);
  }
  if (outcome.kind === 'signedOut') {
    setAccessToken(null);
    await transport().forgetSession();
  }
  for (const listener of [...listeners]) listener(outcome);
  return outcome;
}

/**
 * Exchanges the HttpOnly refresh cookie for a new access token (stored here) and reports the
 * outcome to every listener. Concurrent callers share one request: refresh tokens rotate and the
 * server treats a second use of the same token as theft (revoking every session), which two
 * overlapping calls (StrictMode running effects twice, the tick racing a 401 retry) would trigger.
 */
export function refreshSession(): Promise<RefreshOutcome> {
  refreshInFlight ??= refreshAndApply().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}
