import type { Platform } from '../../platform/platform';
import { clientKey } from '../../platform/rate-limit';

/**
 * About how many established members (standing.ts) browse from a network each UTC day: what
 * tells a moderator that a flag of many new accounts from one network (service.ts) comes from
 * a shared address, a mobile carrier's NAT or a campus where real members sign up every day,
 * rather than from an account farm. Counted in the rate limiter (shared through Redis with
 * REDIS_URL), keyed like every limit by the network, for the day and the next; nothing is written
 * to the database until a flag takes the number.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);
const keyOf = (address: string, day: string) => `network:established:${clientKey(address)}:${day}`;

/**
 * Members counted today by this process (member, network, day), so each counts once a day per
 * network. Several servers may each count one member once: "about". Bounded: past the cap it
 * starts afresh, which may count a member twice.
 */
const MAX_NOTED = 50_000;
const noted = new Set<string>();

/** An established member was shown new profiles from `address`. */
export async function noteEstablishedMember(deps: Pick<Platform, 'rateLimiter' | 'clock'>, userId: string, address: string) {
  const now = deps.clock.now().getTime();
  const key = keyOf(address, dayOf(now));
  if (noted.has(`${userId}|${key}`)) return;
  if (noted.size >= MAX_NOTED) noted.clear();
  noted.add(`${userId}|${key}`);
  // Kept until the end of the next day, so a sign-up just after midnight still reads yesterday's.
  await deps.rateLimiter.hit(key, Number.MAX_SAFE_INTEGER, 2 * DAY_MS - (now % DAY_MS));
}

/** Established members seen on the network of `address` today or yesterday, whichever is more. */
export async function establishedMembersOn(deps: Pick<Platform, 'rateLimiter' | 'clock'>, address: string): Promise<number> {
  const now = deps.clock.now().getTime();
  const counts = await Promise.all([now, now - DAY_MS].map((at) => deps.rateLimiter.peek(keyOf(address, dayOf(at)), Number.MAX_SAFE_INTEGER)));
  return Math.max(...counts.map((decision) => decision.count));
}
