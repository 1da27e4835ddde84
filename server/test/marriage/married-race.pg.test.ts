import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/connect';
import { matches } from '../../src/platform/db/schema/matches';
import { profiles } from '../../src/platform/db/schema/profiles';
import { call } from '../support/client';
import { createProfile } from '../support/factories';
import { accessTokenNow } from '../support/matches';
import { seenByEachOther } from '../support/safety';
import { startTestServer, type TestServer } from '../support/server';

// PostgreSQL only (server/vitest.config.ts runs the PostgreSQL-only race tests, this file among them, only with DATABASE_URL): two
// transactions at once need two connections, and PGlite has one.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.platform.database.db;

/** Resolves once some connection waits for a row lock while running `text` (the like is blocked). */
async function waitsForLock(text: string) {
  for (let tries = 0; tries < 200; tries++) {
    const [row] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like ${`%${text}%`} and pid <> pg_backend_pid()`,
    );
    if (row!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`nothing waited for a lock in ${text}`);
}

describe('a like racing a marriage', () => {
  it('the like that would match a man whose marriage is committing waits for it, then finds him gone: no match', async () => {
    const country = 'NR';
    const man = await createProfile(db(), { sex: 'male', name: 'Yusuf', country, city: 'Town' });
    const other = await createProfile(db(), { sex: 'female', name: 'Huda', country, city: 'Town' });
    await seenByEachOther(db(), man.id, other.id);
    expect((await call(server, 'POST', '/api/likes', { profileId: other.id }, { token: await accessTokenNow(server, man) })).status).toBe(200);
    const token = await accessTokenNow(server, other);

    let liked: Promise<{ status: number }> | undefined;
    await db().transaction(async (tx) => {
      // The closure's first write (features/marriage/repo.markProfilesMarried), not yet committed.
      await tx.update(profiles).set({ marriedAt: new Date() }).where(eq(profiles.id, man.id));
      liked = call(server, 'POST', '/api/likes', { profileId: man.id }, { token });
      await waitsForLock('mithaq_like_replying');
    });
    expect((await liked!).status).toBe(404);
    const active = await db().select().from(matches).where(and(eq(matches.profile1Id, [man.id, other.id].sort()[0]!), isNull(matches.unmatchedAt)));
    expect(active.filter((row) => row.profile2Id === [man.id, other.id].sort()[1])).toEqual([]);
  });
});
