import type { outbox } from '../db/schema/notifications';

/**
 * The outbox's lanes, each sent by its own loop (jobs/outbox-worker.ts), so one kind of mail never
 * waits behind another: pushes; account mail (confirmation, reset, sign-in link, account exists,
 * guardian invitations, reminders); bulk mail (news, guardians' weekly transcripts); deletes of
 * stored files (platform/storage/deletes.ts).
 */
export type OutboxLane = (typeof outbox.$inferSelect)['lane'];
export type MailLane = Exclude<OutboxLane, 'push' | 'storage'>;

/**
 * How many rows of each lane one server sends at once. Pushes go to a few push services and each
 * waits at most a few seconds; one host gets at most PUSH_CONCURRENCY_PER_HOST of them (8 by
 * default: a quarter of the lane, platform/push/transport.ts), so a slow service never takes the lane;
 * mail goes to one SMTP server, where bulk takes the smaller share; a file delete is one short
 * request to the folder or the bucket.
 */
export const LANE_CONCURRENCY: Record<OutboxLane, number> = { push: 32, account: 4, bulk: 2, storage: 4 };

export const OUTBOX_LANES = Object.keys(LANE_CONCURRENCY) as OutboxLane[];
