import { and, isNotNull, isNull } from 'drizzle-orm';
import { outbox } from '../../src/platform/db/schema/notifications';
import type { TestServer } from './server';

/** Longer than any local delivery takes; a lease held past it belongs to a worker that died. */
const IN_FLIGHT_WAIT_MS = 10_000;

/**
 * Sends what is due now, then waits until no row is in flight anywhere: another test server on
 * the same database (a file may start several, each nudged by its own commits) may have leased
 * this test's mail or push a moment before, and the lease makes this server skip it. Once the
 * lease is released, its file or push has arrived. In CI a resent confirmation once read back as
 * the first one, before this (and before each test:pg worker had a database of its own).
 */
export async function deliverQueued(server: Pick<TestServer, 'platform' | 'jobs'>): Promise<void> {
  await server.jobs.outbox.deliverDue();
  const { db } = server.platform.database;
  const inFlight = () =>
    db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(isNotNull(outbox.leaseToken), isNull(outbox.sentAt), isNull(outbox.failedAt)))
      .limit(1);
  const giveUpAt = Date.now() + IN_FLIGHT_WAIT_MS;
  while ((await inFlight()).length > 0 && Date.now() < giveUpAt) await new Promise((resolve) => setTimeout(resolve, 25));
}
