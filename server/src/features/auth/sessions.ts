import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS, type AuthUser } from '@mithaq/contract/auth';
import { afterCommit, inTransaction } from '../../platform/after-commit';
import type { Queryable } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import * as repo from './repo';
import { hashToken, randomToken, signAccessToken, verifyAccessToken } from './tokens';

/** Parallel tabs may refresh with the same token; within this grace that is not a replay. */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export interface IssuedSession {
  accessToken: string;
  expiresAt: Date;
  refreshToken: string;
  refreshExpiresAt: Date;
  user: AuthUser;
}

export interface AuthContext {
  userId: string;
  sessionId: string;
  role: 'user' | 'admin';
  email: string;
}

type SessionDeps = Pick<Platform, 'clock' | 'keys'>;

export const toAuthUser = (user: Pick<repo.UserRow, 'id' | 'email' | 'role' | 'confirmedAt'>): AuthUser => ({
  id: user.id,
  email: user.email,
  role: user.role,
  emailConfirmed: user.confirmedAt !== null,
});

/** Issues an access token and a refresh token (a child of `parentId` when rotating). */
async function issueTokens(
  deps: SessionDeps,
  q: Queryable,
  sessionId: string,
  user: AuthUser,
  parentId: string | null,
): Promise<IssuedSession> {
  const now = deps.clock.now();
  const refreshToken = randomToken();
  const refreshExpiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
  await repo.insertRefreshToken(q, { sessionId, parentId, tokenHash: hashToken(refreshToken), expiresAt: refreshExpiresAt });
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_MS);
  const accessToken = signAccessToken(deps.keys.accessToken, {
    sub: user.id,
    sid: sessionId,
    iat: Math.floor(now.getTime() / 1000),
    exp: Math.floor(expiresAt.getTime() / 1000),
  });
  return { accessToken, expiresAt, refreshToken, refreshExpiresAt, user };
}

export async function startSession(deps: SessionDeps, q: Queryable, user: AuthUser, userAgent: string | null) {
  const expiresAt = new Date(deps.clock.now().getTime() + REFRESH_TOKEN_TTL_MS);
  const sessionId = await repo.insertSession(q, { userId: user.id, userAgent: userAgent?.slice(0, 300) ?? null, expiresAt });
  return issueTokens(deps, q, sessionId, user, null);
}

/**
 * Rotates a refresh token. A token already rotated more than the grace ago is a replay:
 * the whole session is revoked (the thief and the owner both sign in again).
 * Returns null when the token is unknown, expired, revoked or replayed.
 */
export async function refreshSession(deps: Pick<Platform, 'clock' | 'keys' | 'database' | 'bus'>, refreshToken: string) {
  return inTransaction(deps, async (tx) => {
    const now = deps.clock.now();
    const token = await repo.lockRefreshToken(tx, hashToken(refreshToken));
    if (!token || token.sessionRevokedAt || token.expiresAt <= now) return null;
    if (token.rotatedAt && now.getTime() - token.rotatedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
      await repo.revokeSession(tx, token.sessionId, now);
      afterCommit(tx, { type: 'session.ended', userId: token.userId, sessionId: token.sessionId });
      return null;
    }
    if (!token.rotatedAt) await repo.markRotated(tx, token.id, now);
    const user = await repo.findUserById(tx, token.userId);
    if (!user) return null;
    await repo.touchSession(tx, token.sessionId, now, new Date(now.getTime() + REFRESH_TOKEN_TTL_MS));
    return issueTokens(deps, tx, token.sessionId, toAuthUser(user), token.id);
  });
}

/** Ends the session a refresh token belongs to. Unknown tokens are fine: the device is signed out either way. */
export async function endSession(deps: Pick<Platform, 'clock' | 'database' | 'bus'>, refreshToken: string) {
  await inTransaction(deps, async (tx) => {
    const session = await repo.findSessionByRefreshHash(tx, hashToken(refreshToken));
    if (!session) return;
    await repo.revokeSession(tx, session.sessionId, deps.clock.now());
    afterCommit(tx, { type: 'session.ended', userId: session.userId, sessionId: session.sessionId });
  });
}

/**
 * Signs the user out everywhere (except the `keep` session when given), in the caller's
 * transaction: deactivation, password reset or change, "log out everywhere". Their open
 * sockets close after the commit.
 */
export async function revokeAllSessions(q: Queryable, userId: string, now: Date, keep?: string) {
  await repo.revokeUserSessions(q, userId, now, keep);
  afterCommit(q, { type: 'session.ended', userId, sessionId: null, keep });
}

/** Removes the account and, by cascade, everything that hangs off it. */
export async function deleteUser(q: Queryable, userId: string) {
  await repo.deleteUser(q, userId);
  afterCommit(q, { type: 'session.ended', userId, sessionId: null });
}

/** Who is calling: a valid access token whose session is still live (revocation takes effect at once). */
export async function authenticate(
  deps: Pick<Platform, 'clock' | 'keys' | 'database'>,
  accessToken: string,
): Promise<AuthContext | null> {
  const now = deps.clock.now();
  const claims = verifyAccessToken(deps.keys.accessToken, accessToken, now.getTime());
  if (!claims) return null;
  const session = await repo.findLiveSession(deps.database.db, claims.sid, now);
  if (!session || session.userId !== claims.sub) return null;
  return { userId: session.userId, sessionId: claims.sid, role: session.role, email: session.email };
}

/** Whether a session is still live (a socket opened with it stays open only while it is). */
export async function isSessionLive(deps: Pick<Platform, 'clock' | 'database'>, sessionId: string) {
  return (await repo.findLiveSession(deps.database.db, sessionId, deps.clock.now())) !== undefined;
}
