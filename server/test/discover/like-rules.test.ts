import crypto from 'node:crypto';
import { discoverMessages } from '@mithaq/contract/discover';
import { profileMessages } from '@mithaq/contract/profiles';
import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/platform/db/schema/notifications';
import { profileActions } from '../../src/platform/db/schema/social';
import { call, signIn } from '../support/client';
import { createProfile, type TestProfile } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

const LIKES_PER_DAY = 3;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { QUOTA_LIKES_PER_DAY: String(LIKES_PER_DAY) } });
  server.clock.set('2026-08-03T09:00:00Z');
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
type Deck = { profiles: { id: string }[]; nextCursor: string | null };

/** Members of one country of their own (no other test's profiles in their decks). */
function world(country: string) {
  const city = `L-${crypto.randomBytes(2).toString('hex')}`;
  return {
    woman: (name: string) => createProfile(db(), { sex: 'female', name, country, city }),
    man: (name: string) => createProfile(db(), { sex: 'male', name, country, city }),
    /** The member's deck in this country, walked to its end: every card is shown to them. */
    async walkDeck(token: string) {
      let cursor: string | null = null;
      const shown: string[] = [];
      do {
        const page: { body: Deck } = await call<Deck>(server, 'GET', `/api/discover?limit=10&countries=${country}${cursor ? `&cursor=${cursor}` : ''}`, undefined, { token });
        shown.push(...page.body.profiles.map((p) => p.id));
        cursor = page.body.nextCursor;
      } while (cursor);
      return shown;
    },
  };
}

const like = (token: string, target: TestProfile) => call<{ matchId: string | null }>(server, 'POST', '/api/likes', { profileId: target.id }, { token });

async function actionsBetween(a: string, b: string) {
  return db()
    .select()
    .from(profileActions)
    .where(or(and(eq(profileActions.fromProfileId, a), eq(profileActions.toProfileId, b)), and(eq(profileActions.fromProfileId, b), eq(profileActions.toProfileId, a))));
}

describe('a like needs the profile to have been shown', () => {
  it('a like on a profile never shown to the liker is 404, as if it did not exist, and writes nothing', async () => {
    const w = world('NU');
    const him = await w.man('Yusuf');
    const her = await w.woman('Maryam');
    const { token } = await signIn(server, him.email, him.password);

    const refused = await like(token, her);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ error: { code: 'NOT_FOUND', message: profileMessages.notFound, key: 'profiles.notFound' } });
    expect(await actionsBetween(him.id, her.id)).toEqual([]);
    expect(await db().select().from(notifications).where(eq(notifications.userId, her.id))).toEqual([]);

    // Once his deck has shown her, the same like goes through.
    expect(await w.walkDeck(token)).toContain(her.id);
    const liked = await like(token, her);
    expect(liked.status).toBe(200);
    expect(await actionsBetween(him.id, her.id)).toEqual([expect.objectContaining({ fromProfileId: him.id, action: 'like' })]);
  });

  it('a like back from the Liked list goes through: the list shows the profile, which records the view', async () => {
    const w = world('CK');
    const him = await w.man('Idris');
    const her = await w.woman('Khadija');
    const mine = await signIn(server, him.email, him.password);
    const hers = await signIn(server, her.email, her.password);
    await w.walkDeck(hers.token);
    expect((await like(hers.token, him)).status).toBe(200);

    const lists = await call<{ likedMe: { profile: { id: string } }[] }>(server, 'GET', '/api/likes', undefined, { token: mine.token });
    expect(lists.body.likedMe.map((card) => card.profile.id)).toEqual([her.id]);
    const back = await like(mine.token, her);
    expect(back.status).toBe(200);
    expect(back.body.matchId).not.toBeNull();
  });
});

describe('the daily cap on likes', () => {
  it('the like past the day’s cap is 429 with a clear message and writes nothing; refused likes do not count; tomorrow likes again', async () => {
    const w = world('TK');
    const him = await w.man('Bilal');
    const women: TestProfile[] = [];
    for (let i = 0; i < LIKES_PER_DAY + 2; i++) women.push(await w.woman(`W${i}`));
    const { token } = await signIn(server, him.email, him.password);
    await w.walkDeck(token);
    const unseen = await w.woman('Unseen');
    // Refusals (never shown, already liked) take nothing from the day's likes.
    expect((await like(token, unseen)).status).toBe(404);
    expect((await like(token, women[0]!)).status).toBe(200);
    expect((await like(token, women[0]!)).status).toBe(409);

    for (const woman of women.slice(1, LIKES_PER_DAY)) expect((await like(token, woman)).status).toBe(200);
    const over = await like(token, women[LIKES_PER_DAY]!);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ error: { code: 'RATE_LIMITED', message: discoverMessages.likeLimitReached, key: 'discover.likeLimitReached' } });
    expect(await actionsBetween(him.id, women[LIKES_PER_DAY]!.id)).toEqual([]);

    server.clock.set('2026-08-04T00:00:01Z');
    const tomorrow = await signIn(server, him.email, him.password);
    expect((await like(tomorrow.token, women[LIKES_PER_DAY]!)).status).toBe(200);
    server.clock.set('2026-08-03T09:00:00Z');
  });
});
