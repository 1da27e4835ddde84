import type { AuthContext } from '../../auth-context';
import type { DomainEvent } from '../../events';
import type { EventBus } from '../../platform/bus';
import type { Platform } from '../../platform/platform';
import * as repo from './repo';

/**
 * How long a member's session found live is trusted without asking the database again. Every
 * revocation (sign-out, password change, deactivation, suspension, deletion) publishes
 * `session.ended`, which every server's cache hears at once (through Redis with several
 * servers); this only bounds how long a session outlives a revocation whose event was lost.
 */
export const SESSION_RECHECK_MS = 60_000;

/** Past this many sessions, the oldest checks are forgotten (a server's memory stays bounded). */
const MAX_ENTRIES = 100_000;

interface Entry {
  auth: AuthContext;
  checkedAt: number;
}

type Deps = Pick<Platform, 'clock' | 'database' | 'bus'>;

/** One cache per server (per bus), emptied of a session the moment its end is announced. */
const caches = new WeakMap<EventBus<DomainEvent>, Map<string, Entry>>();

function cacheOf(bus: EventBus<DomainEvent>) {
  let cache = caches.get(bus);
  if (cache) return cache;
  const entries = new Map<string, Entry>();
  bus.subscribe((event) => {
    if (event.type !== 'session.ended') return;
    if (event.sessionId !== null) entries.delete(event.sessionId);
    else for (const [id, entry] of entries) if (entry.auth.userId === event.userId && id !== event.keep) entries.delete(id);
  });
  caches.set(bus, (cache = entries));
  return cache;
}

/**
 * Who a session belongs to while it is live (not revoked, not expired), or null: the check every
 * request and every socket frame makes, from the database at most once per SESSION_RECHECK_MS
 * for a member's session. Admin sessions are always read afresh (their idle limit and role count).
 */
export async function liveSession(deps: Deps, sessionId: string): Promise<AuthContext | null> {
  const cache = cacheOf(deps.bus);
  const now = deps.clock.now();
  const cached = cache.get(sessionId);
  if (cached && now.getTime() - cached.checkedAt < SESSION_RECHECK_MS) return cached.auth;
  const row = await repo.findLiveSession(deps.database.db, sessionId, now);
  if (!row) {
    cache.delete(sessionId);
    return null;
  }
  const auth: AuthContext = { userId: row.userId, sessionId, role: row.role, email: row.email, secondFactorAt: row.secondFactorAt };
  if (row.role === 'user') {
    cache.delete(sessionId); // re-inserted last: the oldest checks are the first forgotten
    cache.set(sessionId, { auth, checkedAt: now.getTime() });
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  }
  return auth;
}
