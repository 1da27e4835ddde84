import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMatch } from '../../src/features/matches/repo';
import { sweepTimers } from '../../src/features/matches/timers';
import { profiles } from '../../src/platform/db/schema/profiles';
import { call } from '../support/client';
import { balanceOf, conversation, ledgerMismatches, matchedCouple, pay } from '../support/matches';
import { startTestServer, type TestServer } from '../support/server';

// "Only verified members can like me and write to me" on the ways into a chat that cost tokens,
// and on the reply timer. The sweep acts on every row: this file has a database of its own.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ isolatedDatabase: true });
});
afterAll(() => server.close());

const HOUR = 3600 * 1000;
const db = () => server.platform.database.db;
const verifiedOnly = (id: string, on = true) => db().update(profiles).set({ verifiedContactOnly: on }).where(eq(profiles.id, id));

describe('only verified members, where tokens are at stake', () => {
  it('refuses an unverified member\'s unlock payment (403, nothing spent); a verified one pays', async () => {
    const { matchId, woman, man } = await matchedCouple(server);
    await verifiedOnly(woman.id);
    const refused = await pay(server, man.token, matchId);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { key: 'matches.verifiedOnly', message: 'Maryam only accepts verified members. Get verified to unlock or rematch.' } });
    expect(await balanceOf(server, man.id)).toBe(10);
    expect((await findMatch(db(), matchId))!.user2Paid || (await findMatch(db(), matchId))!.user1Paid).toBe(false);
    // She may pay for her side: her own setting does not stop her.
    expect((await pay(server, woman.token, matchId)).status).toBe(200);
    await db().update(profiles).set({ verifiedAt: server.clock.now() }).where(eq(profiles.id, man.id));
    expect((await pay(server, man.token, matchId)).status).toBe(200);
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('refuses an unverified member\'s rematch (403, nothing spent, the match stays ended)', async () => {
    const { matchId, woman, man } = await matchedCouple(server);
    expect((await call(server, 'POST', `/api/matches/${matchId}/unmatch`, undefined, { token: man.token })).status).toBe(200);
    await verifiedOnly(woman.id);
    const before = await balanceOf(server, man.id);
    const refused = await call(server, 'POST', `/api/matches/${matchId}/rematch`, undefined, { token: man.token, headers: { 'idempotency-key': crypto.randomUUID() } });
    expect(refused.status).toBe(403);
    expect(await balanceOf(server, man.id)).toBe(before);
    expect((await findMatch(db(), matchId))!.unmatchedAt).not.toBeNull();
    await verifiedOnly(woman.id, false);
    expect((await call(server, 'POST', `/api/matches/${matchId}/rematch`, undefined, { token: man.token, headers: { 'idempotency-key': crypto.randomUUID() } })).status).toBe(200);
  });

  it('does not charge the ghosting penalty to a member the other\'s setting kept from replying, nor refund her', async () => {
    // She wrote first; then she turned the setting on: his replies are refused.
    const { matchId, woman, man } = await conversation(server);
    await verifiedOnly(woman.id);
    const [his, hers] = [await balanceOf(server, man.id), await balanceOf(server, woman.id)];
    server.clock.advance(49 * HOUR);
    await sweepTimers(server.platform);
    const row = (await findMatch(db(), matchId))!;
    expect(row.unmatchedAt).not.toBeNull();
    expect([await balanceOf(server, man.id), await balanceOf(server, woman.id)]).toEqual([his, hers]);
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('still charges a member who could have replied (the setting on, and he has the badge)', async () => {
    const { matchId, woman, man } = await conversation(server);
    await verifiedOnly(woman.id);
    await db().update(profiles).set({ verifiedAt: server.clock.now() }).where(eq(profiles.id, man.id));
    const [his, hers] = [await balanceOf(server, man.id), await balanceOf(server, woman.id)];
    server.clock.advance(49 * HOUR);
    await sweepTimers(server.platform);
    expect((await findMatch(db(), matchId))!.unmatchedAt).not.toBeNull();
    expect([await balanceOf(server, man.id), await balanceOf(server, woman.id)]).toEqual([his - 3, hers + 3]);
  });
});
