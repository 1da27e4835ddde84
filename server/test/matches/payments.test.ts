import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/platform/db/schema/notifications';
import { call } from '../support/client';
import { balanceOf, ledgerMismatches, ledgerOf, matchedCouple, pay } from '../support/matches';
import { startTestServer, type TestServer } from '../support/server';
import { englishOfRow } from '../support/notifications';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Match = { match: { chatUnlocked: boolean; iPaid: boolean; theyPaid: boolean; initialTimerExpiresAt: string | null; paymentExpiresAt: string | null; endedBy: string | null; canRematch: boolean } };
const state = async (token: string, matchId: string) => (await call<Match>(server, 'GET', `/api/matches/${matchId}`, undefined, { token })).body.match;

describe('paying to unlock', () => {
  it('3 each: the first payment waits for the other, the second unlocks and starts the 48 h timer', async () => {
    const { matchId, woman, man } = await matchedCouple(server);
    const first = await pay(server, woman.token, matchId);
    expect(first.body).toEqual({ chatUnlocked: false, balance: 7 });
    expect(await state(man.token, matchId)).toMatchObject({ iPaid: false, theyPaid: true, chatUnlocked: false });
    const second = await pay(server, man.token, matchId);
    expect(second.body).toEqual({ chatUnlocked: true, balance: 7 });
    const s = await state(woman.token, matchId);
    expect(s).toMatchObject({ chatUnlocked: true, paymentExpiresAt: null });
    expect(new Date(s.initialTimerExpiresAt!).getTime() - server.clock.now().getTime()).toBe(48 * 3600 * 1000);
  });

  it('express: 6 by one person unlocks at once', async () => {
    const { matchId, woman, man } = await matchedCouple(server);
    expect((await pay(server, man.token, matchId, true)).body).toEqual({ chatUnlocked: true, balance: 4 });
    expect(await balanceOf(server, woman.id)).toBe(10);
  });

  it('says exactly what is missing and charges nothing', async () => {
    const { matchId, woman, man } = await matchedCouple(server, { woman: 2, man: 5 });
    const poor = await pay(server, woman.token, matchId);
    expect(poor.status).toBe(400);
    expect(poor.body).toEqual({ error: { code: 'VALIDATION', message: 'Insufficient tokens. You need at least 3 tokens to unlock chat.', key: 'matches.insufficientUnlock' } });
    const express = await pay(server, man.token, matchId, true);
    expect(express.body).toEqual({ error: { code: 'VALIDATION', message: 'Insufficient tokens. You need at least 6 tokens for express access.', key: 'matches.insufficientExpress' } });
    expect([await balanceOf(server, woman.id), await balanceOf(server, man.id)]).toEqual([2, 5]);
  });

  it('refuses paying twice, and an outsider gets 404', async () => {
    const { matchId, woman } = await matchedCouple(server);
    const outsider = await matchedCouple(server);
    await pay(server, woman.token, matchId);
    const twice = await pay(server, woman.token, matchId);
    expect(twice.body).toEqual({ error: { code: 'CONFLICT', message: 'You have already paid for this match', key: 'matches.alreadyPaid' } });
    expect((await pay(server, outsider.woman.token, matchId)).status).toBe(404);
    expect((await call(server, 'GET', `/api/matches/${matchId}`, undefined, { token: outsider.man.token })).status).toBe(404);
    expect(await balanceOf(server, woman.id)).toBe(7);
  });

  it('replays the first answer for a repeated idempotency key, and refuses the key for another request', async () => {
    const { matchId, woman } = await matchedCouple(server);
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(server, woman.token, matchId, false, key)));
    expect(new Set(answers.map((a) => JSON.stringify([a.status, a.body]))).size).toBe(1);
    expect(answers[0]!.body).toEqual({ chatUnlocked: false, balance: 7 });
    expect(await balanceOf(server, woman.id)).toBe(7);
    const other = await pay(server, woman.token, matchId, true, key);
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ error: { code: 'CONFLICT', message: 'This Idempotency-Key was used for a different request', key: 'matches.idempotencyMismatch' } });
  });

  it('names the other person: the partner in each ledger entry, the payer in the notification', async () => {
    const { matchId, woman, man } = await matchedCouple(server);
    await pay(server, woman.token, matchId);
    await pay(server, man.token, matchId);
    const ledger = (await ledgerOf(server, [woman.id, man.id])).filter((row) => row.referenceId === matchId);
    expect(ledger.map((row) => [row.userId, row.description]).sort()).toEqual(
      [[woman.id, 'Unlocked chat with Yusuf'], [man.id, 'Unlocked chat with Maryam']].sort(),
    );
    const told = await server.platform.database.db.select().from(notifications).where(eq(notifications.referenceId, matchId));
    expect(told.filter((n) => n.type !== 'match').map((n) => [n.userId, englishOfRow(n)]).sort()).toEqual(
      [[man.id, 'Maryam paid to unlock your chat. Pay to start talking.'], [woman.id, 'Chat with Yusuf is unlocked. Start a conversation!']].sort(),
    );
  });

  it('needs an idempotency key', async () => {
    const { matchId, woman } = await matchedCouple(server);
    const result = await call(server, 'POST', `/api/matches/${matchId}/pay`, { express: false }, { token: woman.token });
    expect(result.status).toBe(400);
  });

  it('1,000 concurrent unlock requests on one match debit each payer exactly once', async () => {
    const { matchId, woman, man } = await matchedCouple(server);
    // Injected into the real app (routing, validation, service, database) without 1,000
    // sockets: client and server share this process and its file-descriptor limit.
    const results = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        server.app.inject({
          method: 'POST',
          url: `/api/matches/${matchId}/pay`,
          headers: { authorization: `Bearer ${i % 2 ? woman.token : man.token}`, 'idempotency-key': crypto.randomUUID() },
          payload: { express: false },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(998);
    expect([await balanceOf(server, woman.id), await balanceOf(server, man.id)]).toEqual([7, 7]);
    expect((await state(woman.token, matchId)).chatUnlocked).toBe(true);
  });
});

describe('unmatch, rematch and remove forever', () => {
  it('costs 3 before unlock (refunding unlock payments) and 1 after', async () => {
    const locked = await matchedCouple(server);
    await pay(server, locked.man.token, locked.matchId);
    expect((await call(server, 'POST', `/api/matches/${locked.matchId}/unmatch`, undefined, { token: locked.woman.token })).status).toBe(200);
    expect([await balanceOf(server, locked.woman.id), await balanceOf(server, locked.man.id)]).toEqual([7, 10]);

    const open = await matchedCouple(server);
    await pay(server, open.woman.token, open.matchId, true);
    await call(server, 'POST', `/api/matches/${open.matchId}/unmatch`, undefined, { token: open.man.token });
    expect([await balanceOf(server, open.woman.id), await balanceOf(server, open.man.id)]).toEqual([4, 9]);
    expect(await state(open.man.token, open.matchId)).toMatchObject({ endedBy: 'me', canRematch: true });
    expect(await state(open.woman.token, open.matchId)).toMatchObject({ endedBy: 'them', canRematch: false });
  });

  it("writes each row as its wording's key and the other person's name, never a sentence", async () => {
    const { matchId, woman, man } = await matchedCouple(server, { woman: 20, man: 10 });
    await pay(server, man.token, matchId);
    await call(server, 'POST', `/api/matches/${matchId}/unmatch`, undefined, { token: woman.token });
    await call(server, 'POST', `/api/matches/${matchId}/rematch`, undefined, { token: woman.token, headers: { 'idempotency-key': crypto.randomUUID() } });
    await pay(server, woman.token, matchId, true);
    const rows = (await ledgerOf(server, [woman.id, man.id])).filter((row) => row.referenceId === matchId);
    expect(rows.map((row) => [row.userId, row.type, row.key, row.params, row.note]).sort()).toEqual(
      [
        [man.id, 'payment', 'ledger.unlock', { name: 'Maryam' }, null],
        [woman.id, 'penalty', 'ledger.unmatchPenalty', { name: 'Yusuf' }, null],
        [man.id, 'refund', 'ledger.refund', { name: 'Maryam' }, null],
        [woman.id, 'payment', 'ledger.rematch', { name: 'Yusuf' }, null],
        [woman.id, 'express_payment', 'ledger.express', { name: 'Yusuf' }, null],
      ].sort(),
    );
  });

  it('when both unmatch at once, one unmatch and one penalty', async () => {
    const { matchId, woman, man } = await matchedCouple(server);
    const results = await Promise.all([
      call(server, 'POST', `/api/matches/${matchId}/unmatch`, undefined, { token: woman.token }),
      call(server, 'POST', `/api/matches/${matchId}/unmatch`, undefined, { token: man.token }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await balanceOf(server, woman.id)) + (await balanceOf(server, man.id))).toBe(17);
  });

  it('rematch: only the one who unmatched, for 3 tokens; it restarts the payment countdown', async () => {
    const { matchId, woman, man } = await matchedCouple(server);
    await call(server, 'POST', `/api/matches/${matchId}/unmatch`, undefined, { token: woman.token });
    const refused = await call(server, 'POST', `/api/matches/${matchId}/rematch`, undefined, { token: man.token, headers: { 'idempotency-key': crypto.randomUUID() } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: { code: 'FORBIDDEN', message: 'You cannot rematch with Maryam because they unmatched with you.', key: 'matches.cannotRematch', params: { name: 'Maryam' } } });
    const again = await call<{ balance: number }>(server, 'POST', `/api/matches/${matchId}/rematch`, undefined, { token: woman.token, headers: { 'idempotency-key': crypto.randomUUID() } });
    expect(again.status).toBe(200);
    expect(again.body.balance).toBe(4);
    const s = await state(man.token, matchId);
    expect(s).toMatchObject({ endedBy: null, iPaid: false, theyPaid: false, chatUnlocked: false });
    expect(new Date(s.paymentExpiresAt!).getTime() - server.clock.now().getTime()).toBe(72 * 3600 * 1000);
  });

  it('rematch needs 3 tokens', async () => {
    const { matchId, woman } = await matchedCouple(server, { woman: 3, man: 10 });
    await call(server, 'POST', `/api/matches/${matchId}/unmatch`, undefined, { token: woman.token });
    const poor = await call(server, 'POST', `/api/matches/${matchId}/rematch`, undefined, { token: woman.token, headers: { 'idempotency-key': crypto.randomUUID() } });
    expect(poor.body).toEqual({ error: { code: 'VALIDATION', message: 'You need at least 3 tokens to rematch.', key: 'matches.insufficientRematch' } });
  });

  it('remove forever hides the ended match from that user\'s list only', async () => {
    const { matchId, woman, man } = await matchedCouple(server);
    await call(server, 'POST', `/api/matches/${matchId}/unmatch`, undefined, { token: woman.token });
    await call(server, 'POST', `/api/matches/${matchId}/remove-forever`, undefined, { token: woman.token });
    const mine = await call<{ matches: { id: string }[] }>(server, 'GET', '/api/matches/unmatched', undefined, { token: woman.token });
    const theirs = await call<{ matches: { id: string }[] }>(server, 'GET', '/api/matches/unmatched', undefined, { token: man.token });
    expect(mine.body.matches.map((m) => m.id)).not.toContain(matchId);
    expect(theirs.body.matches.map((m) => m.id)).toContain(matchId);
  });

  it('keeps the ledger equal to every balance', async () => {
    expect(await ledgerMismatches(server)).toEqual([]);
  });
});
