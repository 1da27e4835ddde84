import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likeNewMembers } from '../../src/demo/like-new-members';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, seedDemo } from '../../src/demo/seed';
import { queryRows } from '../../src/platform/db/connect';
import { call, signIn } from '../support/client';
import { memberThroughApi } from '../support/profiles';
import { fetchMedia, viewerCookie } from '../support/media';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let stopLiking: () => void;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.platform, 24);
  stopLiking = likeNewMembers(server.platform);
});
afterAll(async () => {
  stopLiking();
  await server.close();
});

describe('demo data', () => {
  it('fills once: a second run creates nothing', async () => {
    expect(await seedDemo(server.platform, 24)).toEqual({ created: 0 });
    const [row] = await queryRows<{ n: number; balance: number; ledger: number }>(server.platform.database.db, sql`
      select count(*)::int as n, sum(p.token_balance)::int as balance,
             (select sum(amount)::int from token_transactions t join users u on u.id = t.user_id where u.email like ${`%@${DEMO_EMAIL_DOMAIN}`}) as ledger
      from profiles p join users u on u.id = p.id where u.email like ${`%@${DEMO_EMAIL_DOMAIN}`}`);
    expect(row).toEqual({ n: 24, balance: 240, ledger: 240 });
  });

  it('gives every demo member pictures that are served, and a password that works', async () => {
    const { token, session } = await signIn(server, `demo-002@${DEMO_EMAIL_DOMAIN}`, DEMO_PASSWORD);
    const own = await call<{ profile: { pictures: { url: string }[] } }>(server, 'GET', '/api/profiles/me', undefined, { token });
    expect(own.body.profile.pictures.length).toBeGreaterThanOrEqual(1);
    const picture = await fetchMedia(server, own.body.profile.pictures[0]!.url, viewerCookie(server, session.user.id));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
  });

  it('has demo members like a new member, so liking one back makes a match', async () => {
    const member = await memberThroughApi(server, { sex: 'male' });
    const lists = await call<{ likedMe: { profile: { id: string; sex: string } }[] }>(server, 'GET', '/api/likes', undefined, { token: member.token });
    expect(lists.body.likedMe).toHaveLength(6);
    expect(lists.body.likedMe.every((card) => card.profile.sex === 'female')).toBe(true);
    const back = await call<{ matchId: string | null }>(server, 'POST', '/api/likes', { profileId: lists.body.likedMe[0]!.profile.id }, { token: member.token });
    expect(back.body.matchId).not.toBeNull();
  });

  // Last: it moves the clock. Nobody signs in as a demo member; a new member's arrival keeps them active.
  it('keeps the demo members active (issue 28): 31 days on, a new member is still liked by six of them', async () => {
    server.clock.advance(31 * 24 * 3600_000);
    const member = await memberThroughApi(server, { sex: 'female' });
    const lists = await call<{ likedMe: unknown[] }>(server, 'GET', '/api/likes', undefined, { token: member.token });
    expect(lists.body.likedMe).toHaveLength(6);
  });
});
