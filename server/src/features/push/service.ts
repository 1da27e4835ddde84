import {
  MAX_PUSH_REGISTRATIONS,
  defaultPushPreferences,
  pushMessages,
  type PushPreferences,
  type PushRegistrationView,
  type RegisterPush,
  type SavePushPreferences,
  type SubscriptionChange,
} from '@mithaq/contract/push';
import { serverMessages } from '@mithaq/contract/errors';
import type { AuthContext } from '../../auth-context';
import { DomainError, invalid, notFound } from '../../errors';
import { inTransaction } from '../../platform/after-commit';
import type { Queryable } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import { notify } from '../notifications/public';
import { isAllowedEndpoint } from './endpoint-guard';
import * as repo from './repo';

type Deps = Pick<Platform, 'database' | 'clock' | 'bus'>;

const TEST_PUSHES_PER_MINUTE = 3;
/** Subscription changes a network may send in an hour: a browser rotates rarely; a guesser is stopped. */
const SUBSCRIPTION_CHANGES_PER_IP_PER_HOUR = 30;
const HOUR = 60 * 60 * 1000;

/**
 * Registers this device for the calling session, or refreshes it (last seen now); a token another
 * session had (another member's too) moves here. A session holds one registration: another token
 * it had is replaced, whoever sent it (someone who read the member's access token cannot add his
 * own endpoint beside hers; the app renewing at its next start pushes his out). Past
 * MAX_PUSH_REGISTRATIONS the member's least recently seen registration goes.
 */
export async function register(deps: Deps & Pick<Platform, 'config'>, auth: AuthContext, input: RegisterPush): Promise<PushRegistrationView> {
  const now = deps.clock.now();
  const device =
    input.platform === 'web'
      ? (() => {
          if (!isAllowedEndpoint(input.subscription.endpoint, deps.config.push)) throw invalid(pushMessages.endpointNotAllowed);
          return { kind: 'webpush' as const, token: input.subscription.endpoint, keys: input.subscription.keys };
        })()
      : { kind: 'fcm' as const, token: input.token, keys: null };
  const row = await inTransaction(deps, async (tx) => {
    await repo.lockRegistrationsOf(tx, auth.userId);
    // The app renewing on its own does not undo the member's stop from the devices list.
    const stoppedAt = input.renew ? await repo.stoppedAtOfSession(tx, auth.sessionId) : null;
    const saved = await repo.upsertRegistration(tx, { userId: auth.userId, sessionId: auth.sessionId, platform: input.platform, deviceInfo: input.deviceInfo, stoppedAt, now, ...device });
    await repo.keepMostRecentlySeen(tx, auth.userId, MAX_PUSH_REGISTRATIONS);
    return saved;
  });
  return toView(row);
}

/**
 * The browser rotated a subscription while no page was open (the service worker's
 * `pushsubscriptionchange`): the registration of the old one moves to the new one, proven by the
 * old one's auth secret (no session: the worker has none). Unknown, or a wrong secret: "not found",
 * nothing changes; an endpoint the sender would refuse: 400.
 */
export async function changeSubscription(deps: Deps & Pick<Platform, 'config' | 'rateLimiter'>, ip: string, input: SubscriptionChange) {
  if (!(await deps.rateLimiter.hit(`push-change:${ip}`, SUBSCRIPTION_CHANGES_PER_IP_PER_HOUR, HOUR)).allowed) {
    throw new DomainError('RATE_LIMITED', serverMessages.rateLimited);
  }
  const { subscription } = input;
  if (!isAllowedEndpoint(subscription.endpoint, deps.config.push)) throw invalid(pushMessages.endpointNotAllowed);
  const now = deps.clock.now();
  const changed = await inTransaction(deps, (tx) => repo.replaceSubscription(tx, input.oldEndpoint, input.oldAuth, { endpoint: subscription.endpoint, keys: subscription.keys }, now));
  if (!changed) throw notFound(pushMessages.deviceNotFound);
  return { ok: true as const };
}

/**
 * The devices list's "Stop notifications": the member's device signed in as `sessionId` stays
 * signed in and gets no push until the member turns notifications on there. Another member's
 * session, or one without notifications, is "not found".
 */
export async function stopDevice(deps: Deps, auth: AuthContext, sessionId: string) {
  await inTransaction(deps, async (tx) => {
    if ((await repo.stopSession(tx, auth.userId, sessionId, deps.clock.now())) === 0) throw notFound(pushMessages.deviceNotFound);
  });
}

/** Which of the member's sessions have a device that gets pushes (the devices list). */
export async function sessionsReceivingPushes(q: Queryable, userId: string): Promise<Set<string>> {
  return new Set(await repo.sessionsReceiving(q, userId));
}

/**
 * The job: registrations of sessions that ended (expired; revoked ones are deleted when revoked)
 * are deleted. Until then the queue and the delivery already skip them.
 */
export async function pruneEndedRegistrations(deps: Pick<Platform, 'database' | 'clock'>) {
  return repo.deleteOfEndedSessions(deps.database.db, deps.clock.now());
}

/**
 * Forgets this device ("Turn off", or before signing out): the member's registration of this token,
 * and the calling session's one whatever its token (one registered with this session's access
 * token from elsewhere goes too). Unknown tokens are fine.
 */
export async function unregister(deps: Deps, auth: AuthContext, token: string) {
  return inTransaction(deps, async (tx) => ({ removed: await repo.deleteRegistration(tx, auth.userId, token, auth.sessionId) }));
}

/** In the caller's transaction: sign-out with the device's push token. */
export function forgetDevice(q: Queryable, userId: string, token: string): Promise<number> {
  return repo.deleteRegistration(q, userId, token);
}

export async function registrations(deps: Deps, auth: AuthContext) {
  const rows = await repo.registrationsOf(deps.database.db, auth.userId);
  return { registrations: rows.map(toView) };
}

/** Deactivation: no device of the member hears anything until they come back and register again. */
export async function removeAllRegistrations(q: Queryable, userId: string) {
  await repo.deleteAllRegistrations(q, userId);
}

export async function preferences(deps: Deps, auth: AuthContext): Promise<PushPreferences> {
  return (await repo.preferencesOf(deps.database.db, auth.userId)) ?? defaultPushPreferences;
}

export async function savePreferences(deps: Deps, auth: AuthContext, choice: SavePushPreferences): Promise<PushPreferences> {
  return inTransaction(deps, (tx) => repo.savePreferences(tx, auth.userId, choice, deps.clock.now()));
}

/**
 * The Account page's "send a test": a `test` notification, pushed to every device of the member
 * through the outbox like any other (so it proves the whole path). A few a minute.
 */
export async function sendTest(deps: Deps & Pick<Platform, 'rateLimiter'>, auth: AuthContext) {
  if (!(await deps.rateLimiter.hit(`push-test:${auth.userId}`, TEST_PUSHES_PER_MINUTE, 60_000)).allowed) {
    throw new DomainError('RATE_LIMITED', serverMessages.rateLimited);
  }
  const queued = await inTransaction(deps, (tx) =>
    notify(tx, { userId: auth.userId, type: 'test', senderId: null, message: { key: 'push.testBody' }, now: deps.clock.now() }),
  );
  return { queued };
}

function toView(row: {
  id: string;
  platform: PushRegistrationView['platform'];
  deviceInfo: unknown;
  createdAt: Date;
  lastSeenAt: Date;
  stoppedAt: Date | null;
}): PushRegistrationView {
  return {
    id: row.id,
    platform: row.platform,
    deviceInfo: (row.deviceInfo as PushRegistrationView['deviceInfo']) ?? null,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    stopped: row.stoppedAt !== null,
  };
}
