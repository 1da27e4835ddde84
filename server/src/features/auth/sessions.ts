import { ADMIN_IDLE_TIMEOUT_MS, ADMIN_SESSION_MAX_MS } from '@mithaq/contract/admin';
import crypto from 'node:crypto';
import { languageOrDefault } from '@mithaq/contract/languages';
import { inactivity } from '@mithaq/contract/constants';
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS, SESSION_MAX_LIFETIME_MS, type AuthUser } from '@mithaq/contract/auth';
import { afterCommit, inTransaction } from '../../platform/after-commit';
import type { AuthContext } from '../../auth-context';
import type { Queryable } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import { checkWithAcceptedKeys } from '../../platform/secrets';
import { forgetDevice } from '../push/public';
import { liveSession } from './live-sessions';
import * as repo from './repo';
import { hashToken, randomToken, signAccessToken, verifyAccessToken } from './tokens';

/** Parallel tabs may refresh with the same token; within this grace that is not a replay. */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/** How a device holds its refresh token: an HttpOnly cookie ('web') or the body ('native'). */
export type SessionClient = repo.SessionClient;

export interface IssuedSession {
  /** The session's row: the /media viewer cookie names it, so what it shows follows the session. */
  sessionId: string;
  accessToken: string;
  expiresAt: Date;
  refreshToken: string;
  refreshExpiresAt: Date;
  user: AuthUser;
  /** Fixed at sign-in: decides whether the refresh token goes in a cookie or in the body. */
  client: SessionClient;
  /** Only at a sign-in: the token that makes this device known to the account (known-devices.ts). */
  knownDevice?: { token: string; expiresAt: Date };
}

type SessionDeps = Pick<Platform, 'clock' | 'keys'>;

interface SessionRef {
  id: string;
  client: SessionClient;
  createdAt: Date;
  /** The admin login's mark (auth_sessions.second_factor_at): kept by refreshes, never copied to a new session. */
  secondFactorAt: Date | null;
}

/** The account as a session answer shows it; `secondFactor` is the session's (false unless the caller knows better). */
export const toAuthUser = (user: Pick<repo.UserRow, 'id' | 'email' | 'role' | 'confirmedAt' | 'language'>, secondFactor = false): AuthUser => ({
  id: user.id,
  email: user.email,
  role: user.role,
  emailConfirmed: user.confirmedAt !== null,
  language: languageOrDefault(user.language),
  secondFactor,
});

/** The absolute end of a session: refreshing slides its expiry, but never past this. */
export const sessionEndsAt = (createdAt: Date) => new Date(createdAt.getTime() + SESSION_MAX_LIFETIME_MS);

/** The sliding expiry of a session or refresh token issued now, capped by the session's absolute end. */
const slidingExpiry = (now: Date, sessionCreatedAt: Date) =>
  new Date(Math.min(now.getTime() + REFRESH_TOKEN_TTL_MS, sessionEndsAt(sessionCreatedAt).getTime()));

/**
 * The child of a refresh token is a MAC of the parent, so every refresh of one parent (parallel
 * tabs inside the grace) yields the same child: one row, one cookie value, nobody signed out.
 */
const childToken = (key: Buffer, parentToken: string) => crypto.createHmac('sha256', key).update(parentToken).digest('base64url');

/** Issues an access token and a refresh token (derived from `parent` when rotating). */
async function issueTokens(
  deps: SessionDeps,
  q: Queryable,
  session: SessionRef,
  user: AuthUser,
  parent: { id: string; token: string } | null,
): Promise<IssuedSession> {
  const now = deps.clock.now();
  const refreshToken = parent ? childToken(deps.keys.refreshToken, parent.token) : randomToken();
  const refreshExpiresAt = slidingExpiry(now, session.createdAt);
  await repo.insertRefreshToken(q, {
    sessionId: session.id,
    parentId: parent?.id ?? null,
    tokenHash: hashToken(refreshToken),
    expiresAt: refreshExpiresAt,
  });
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_MS);
  const accessToken = signAccessToken(deps.keys.accessToken, {
    sub: user.id,
    sid: session.id,
    iat: Math.floor(now.getTime() / 1000),
    exp: Math.floor(expiresAt.getTime() / 1000),
  });
  // The answer says what this session is, whatever the caller built the user from.
  const shown = { ...user, secondFactor: session.secondFactorAt !== null };
  return { sessionId: session.id, accessToken, expiresAt, refreshToken, refreshExpiresAt, user: shown, client: session.client };
}

/**
 * The member was here (issue 28): a profile without a sign-in or refresh for
 * inactivity.inactiveAfterDays is hidden from Discover and the Liked lists, and returns with this.
 * The platform clock's time, not the database's, so tests can move time.
 */
function noteActivity(deps: SessionDeps, q: Queryable, userId: string) {
  const now = deps.clock.now();
  return repo.noteActivity(q, userId, now, new Date(now.getTime() - inactivity.activityWriteEveryMs));
}

/**
 * A new session: every way of signing in starts one, and so notes the member's activity.
 * `secondFactorAt` is given by the admin login's code step alone (admin/two-factor.ts
 * completeAdminSignIn); every other way in starts a session without it.
 */
export async function startSession(
  deps: SessionDeps,
  q: Queryable,
  user: AuthUser,
  userAgent: string | null,
  client: SessionClient = 'web',
  secondFactorAt: Date | null = null,
) {
  const now = deps.clock.now();
  // Created at the platform clock's time (not the database's): the absolute lifetime counts from it.
  const id = await repo.insertSession(q, {
    userId: user.id,
    userAgent: userAgent?.slice(0, 300) ?? null,
    client,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: slidingExpiry(now, now),
    secondFactorAt,
  });
  await noteActivity(deps, q, user.id);
  return issueTokens(deps, q, { id, client, createdAt: now, secondFactorAt }, user, null);
}

/**
 * Rotates a refresh token. A token already rotated more than the grace ago is a replay:
 * the whole session is revoked (the thief and the owner both sign in again).
 * Returns null when the token is unknown, expired, revoked, replayed or past the session's end.
 */
export async function refreshSession(deps: Pick<Platform, 'clock' | 'keys' | 'database' | 'bus'>, refreshToken: string) {
  return inTransaction(deps, async (tx) => {
    const now = deps.clock.now();
    const token = await repo.lockRefreshToken(tx, hashToken(refreshToken));
    if (!token || token.sessionRevokedAt || token.expiresAt <= now) return null;
    const session = { id: token.sessionId, client: token.sessionClient, createdAt: token.sessionCreatedAt, secondFactorAt: token.sessionSecondFactorAt };
    if (sessionEndsAt(session.createdAt) <= now) return null;
    if (token.rotatedAt && now.getTime() - token.rotatedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
      await repo.revokeSession(tx, token.sessionId, now);
      afterCommit(tx, { type: 'session.ended', userId: token.userId, sessionId: token.sessionId });
      return null;
    }
    if (!token.rotatedAt) await repo.markRotated(tx, token.id, now);
    const user = await repo.findUserById(tx, token.userId);
    if (!user) return null;
    // An admin's silent refresh is not activity (only admin requests are: admin/two-factor.ts), and
    // an admin session past its idle or absolute limit gets no new token.
    const lastUsedAt = user.role === 'admin' ? token.sessionLastUsedAt : now;
    if (user.role === 'admin' && adminSessionOver(token.sessionCreatedAt, lastUsedAt, now)) return null;
    await repo.touchSession(tx, token.sessionId, lastUsedAt, slidingExpiry(now, session.createdAt));
    if (user.role !== 'admin') await noteActivity(deps, tx, user.id);
    return issueTokens(deps, tx, session, toAuthUser(user), { id: token.id, token: refreshToken });
  });
}

/** Ends the session a refresh token belongs to. Unknown tokens are fine: the device is signed out either way. */
export async function endSession(deps: Pick<Platform, 'clock' | 'database' | 'bus'>, refreshToken: string, pushToken?: string) {
  await inTransaction(deps, async (tx) => {
    const session = await repo.findSessionByRefreshHash(tx, hashToken(refreshToken));
    if (!session) return;
    await repo.revokeSession(tx, session.sessionId, deps.clock.now());
    // The device signing out stops getting this member's pushes (only a registration of theirs).
    if (pushToken) await forgetDevice(tx, session.userId, pushToken);
    afterCommit(tx, { type: 'session.ended', userId: session.userId, sessionId: session.sessionId });
  });
}

/**
 * Signs the user out everywhere (except the `keep` session when given), in the caller's
 * transaction: deactivation, password reset or change, "log out everywhere". Their open
 * sockets close after the commit. The account's credentials epoch moves on, so no device is
 * known to it any more (known-devices.ts); answers the new epoch.
 */
export async function revokeAllSessions(q: Queryable, userId: string, now: Date, keep?: string) {
  await repo.revokeUserSessions(q, userId, now, keep);
  afterCommit(q, { type: 'session.ended', userId, sessionId: null, keep });
  return repo.moveCredentialsEpoch(q, userId);
}

/** Removes the account and, by cascade, everything that hangs off it. */
export async function deleteUser(q: Queryable, userId: string) {
  await repo.deleteUser(q, userId);
  afterCommit(q, { type: 'session.ended', userId, sessionId: null });
}

/** Who is calling: a valid access token whose session is still live (revocation takes effect at once: live-sessions.ts). */
export async function authenticate(
  deps: Pick<Platform, 'clock' | 'keys' | 'database' | 'bus'>,
  accessToken: string,
): Promise<AuthContext | null> {
  const claims = checkWithAcceptedKeys(deps.keys, 'accessToken', (key) => verifyAccessToken(key, accessToken, deps.clock.now().getTime()));
  if (!claims) return null;
  const session = await liveSession(deps, claims.sid);
  return session && session.userId === claims.sub ? session : null;
}

/** Whether a session is still live (a socket opened with it stays open only while it is). */
export async function isSessionLive(deps: Pick<Platform, 'clock' | 'database' | 'bus'>, sessionId: string) {
  return (await liveSession(deps, sessionId)) !== null;
}

/** Ends one session by its id (an admin session that idled out), in the caller's transaction. */
export async function endSessionById(q: Queryable, userId: string, sessionId: string, now: Date) {
  await repo.revokeSession(q, sessionId, now);
  afterCommit(q, { type: 'session.ended', userId, sessionId });
}

/** 30 minutes without an admin request, or 12 hours since sign-in, end an admin session. */
const adminSessionOver = (createdAt: Date, lastUsedAt: Date, now: Date) =>
  now.getTime() - lastUsedAt.getTime() > ADMIN_IDLE_TIMEOUT_MS || now.getTime() - createdAt.getTime() > ADMIN_SESSION_MAX_MS;
