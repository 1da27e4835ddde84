import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoritedProfiles, profileActions, profileViews } from '../../src/platform/db/schema/social';
import { createProfile } from '../support/factories';
import { matchedCouple } from '../support/matches';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ isolatedDatabase: true });
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
const migration = fs.readFileSync(path.join(import.meta.dirname, '../../migrations/0010_profile_views_backfill.sql'), 'utf8');

describe('the profile_views backfill (migration 0010)', () => {
  it('puts everyone a member already knew in their deck history, dated when it happened', async () => {
    const { woman, man } = await matchedCouple(server);
    const [a, b, c] = [await createProfile(db()), await createProfile(db(), { sex: 'male' }), await createProfile(db(), { sex: 'male' })];
    await db().insert(profileActions).values([
      { fromProfileId: b.id, toProfileId: a.id, action: 'like', createdAt: new Date('2025-01-01T00:00:00Z') },
      { fromProfileId: c.id, toProfileId: a.id, action: 'pass' },
    ]);
    await db().insert(favoritedProfiles).values({ userId: a.id, favoritedId: c.id });
    await db().delete(profileViews);
    await db().execute(sql.raw(migration));
    await db().execute(sql.raw(migration)); // harmless when run again
    const rows = await db().select().from(profileViews);
    const pairs = rows.map((r) => `${r.viewerId}>${r.viewedId}`).sort();
    expect(pairs).toEqual(
      [`${woman.id}>${man.id}`, `${man.id}>${woman.id}`, `${b.id}>${a.id}`, `${a.id}>${b.id}`, `${c.id}>${a.id}`, `${a.id}>${c.id}`].sort(),
    );
    expect(rows.find((r) => r.viewerId === a.id && r.viewedId === b.id)!.firstSeenAt.toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });
});
