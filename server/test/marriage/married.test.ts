import { marriageMessages as messages, type MarriageResponse } from '@mithaq/contract/marriage';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteMarriedChats } from '../../src/features/marriage/service';
import { sweepTimers } from '../../src/features/matches/timers';
import { queryRows } from '../../src/platform/db/connect';
import { matches, messages as chatMessages } from '../../src/platform/db/schema/matches';
import { marriages } from '../../src/platform/db/schema/marriages';
import { notifications } from '../../src/platform/db/schema/notifications';
import { call, signIn } from '../support/client';
import { createProfile, type TestProfile } from '../support/factories';
import { accessTokenNow, balanceOf, doubleCharges, ledgerMismatches, ledgerOf, pay, sendMessage } from '../support/matches';
import { seenByEachOther } from '../support/safety';
import { startTestServer, type TestServer } from '../support/server';
import { englishOfRow } from '../support/notifications';
import { textWith } from '@mithaq/contract/messages';

const DAY = 24 * 3600_000;

let server: TestServer;
beforeAll(async () => {
  // Its own database: the timer sweep and the chat deletion act on every row, with this file's clock.
  server = await startTestServer({ isolatedDatabase: true });
  server.clock.set('2026-06-01T12:00:00Z');
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
type Member = TestProfile & { token: string };
type Answer = { error?: { message: string } };

/** Each test lives in its own country, so its decks show its own members only. */
const countries = ['NR', 'TV', 'PW', 'KI'];
let nextCountry = 0;

function world() {
  const country = countries[nextCountry++ % countries.length]!;
  const member = async (name: string, sex: 'female' | 'male'): Promise<Member> => {
    const profile = await createProfile(db(), { name, sex, country, city: 'Town' });
    return { ...profile, token: (await signIn(server, profile.email, profile.password)).token };
  };
  return { country, woman: (name: string) => member(name, 'female'), man: (name: string) => member(name, 'male') };
}

/** A match made by two likes over HTTP. */
async function matchOf(a: Member, b: Member) {
  await seenByEachOther(db(), a.id, b.id);
  await call(server, 'POST', '/api/likes', { profileId: b.id }, { token: a.token });
  const liked = await call<{ matchId: string }>(server, 'POST', '/api/likes', { profileId: a.id }, { token: b.token });
  return liked.body.matchId;
}

/** An unlocked match (both paid) where `a` wrote first. */
async function chatOf(a: Member, b: Member) {
  const matchId = await matchOf(a, b);
  await pay(server, a.token, matchId);
  await pay(server, b.token, matchId);
  expect((await sendMessage(server, a.token, matchId, 'Assalamu alaikum')).status).toBe(200);
  return matchId;
}

const fresh = async (member: Member): Promise<Member> => ({ ...member, token: await accessTokenNow(server, member) });
const marriageOf = (matchId: string, member: Member) => call<MarriageResponse & Answer>(server, 'GET', `/api/matches/${matchId}/marriage`, undefined, { token: member.token });
const post = (matchId: string, member: Member, action: '' | '/confirm' | '/decline') =>
  call<Answer>(server, 'POST', `/api/matches/${matchId}/marriage${action}`, undefined, { token: member.token });
const keep = (matchId: string, member: Member, value: boolean) =>
  call<MarriageResponse & Answer>(server, 'PUT', `/api/matches/${matchId}/marriage/keep-chat`, { keep: value }, { token: member.token });
const notesOf = async (member: Member) =>
  (await db().select().from(notifications).where(and(eq(notifications.userId, member.id), eq(notifications.type, 'match')))).map(englishOfRow);
const matchRow = async (id: string) => (await db().select().from(matches).where(eq(matches.id, id)))[0]!;
const messageCount = async (matchId: string) => (await db().select({ n: count() }).from(chatMessages).where(eq(chatMessages.matchId, matchId)))[0]!.n;
const deckIds = async (viewer: Member, country: string) =>
  (await call<{ profiles: { id: string }[] }>(server, 'GET', `/api/discover?limit=10&countries=${country}`, undefined, { token: viewer.token })).body.profiles.map((p) => p.id);

const likedBy = async (member: Member) =>
  (await call<{ iLiked: { profile: { id: string } }[] }>(server, 'GET', '/api/likes', undefined, { token: member.token })).body.iLiked.map((card) => card.profile.id);

/** A couple married on Mithaq: she said it, he confirmed. */
async function married(w = world()) {
  const woman = await w.woman('Maryam');
  const man = await w.man('Yusuf');
  const matchId = await chatOf(woman, man);
  expect((await post(matchId, woman, '')).status).toBe(200);
  expect((await post(matchId, man, '/confirm')).status).toBe(200);
  return { woman, man, matchId };
}

describe('who may say "We got married" and confirm it', () => {
  it('only in an active, unlocked match; another member gets 404; the other confirms or declines', async () => {
    const w = world();
    const woman = await w.woman('Maryam');
    const man = await w.man('Yusuf');
    const outsider = await w.woman('Huda');
    const matchId = await matchOf(woman, man);

    // Locked: not yet.
    expect((await marriageOf(matchId, woman)).body).toEqual({ marriage: null, mayAsk: false });
    const locked = await post(matchId, woman, '');
    expect(locked.status).toBe(409);
    expect(locked.body.error!.message).toBe(messages.notAvailable);

    await pay(server, woman.token, matchId, true);
    expect((await marriageOf(matchId, woman)).body).toEqual({ marriage: null, mayAsk: true });
    // Another member's match: 404 whatever the action.
    expect((await marriageOf(matchId, outsider)).status).toBe(404);
    expect((await post(matchId, outsider, '')).status).toBe(404);
    expect((await post(matchId, outsider, '/confirm')).status).toBe(404);
    expect((await keep(matchId, outsider, true)).status).toBe(404);

    expect((await post(matchId, woman, '')).status).toBe(200);
    expect(await notesOf(man)).toContain(textWith('marriage.askedYou', { name: 'Maryam' }));
    expect((await post(matchId, woman, '')).body.error!.message).toBe(messages.alreadyAsked);
    // She cannot confirm her own words, nor choose about the chat before the confirmation.
    expect((await post(matchId, woman, '/confirm')).body.error!.message).toBe(messages.nothingToConfirm);
    expect((await keep(matchId, woman, true)).body.error!.message).toBe(messages.notMarried);
    expect((await marriageOf(matchId, man)).body.marriage).toMatchObject({ askedByMe: false, marriedAt: null });

    expect((await post(matchId, man, '/decline')).status).toBe(200);
    expect(await notesOf(woman)).toContain(textWith('marriage.declined', { name: 'Yusuf' }));
    expect((await post(matchId, man, '/confirm')).status).toBe(409);
    // Declined: neither asks again for 7 days (each question notifies the other).
    expect((await marriageOf(matchId, woman)).body).toEqual({ marriage: null, mayAsk: false });
    for (const member of [woman, man]) expect((await post(matchId, member, '')).body.error?.message).toBe(messages.askAgainLater);
    // The match's own clock for it, moved (the chat's timers would end a match left 7 days).
    const endedAskAt = async (msAgo: number) =>
      db().update(matches).set({ marriageAskEndedAt: new Date(server.clock.now().getTime() - msAgo) }).where(eq(matches.id, matchId));
    await endedAskAt(7 * DAY - 60_000);
    expect((await post(matchId, man, '')).body.error?.message).toBe(messages.askAgainLater);
    await endedAskAt(7 * DAY);
    expect((await marriageOf(matchId, woman)).body).toEqual({ marriage: null, mayAsk: true });
    expect((await post(matchId, man, '')).status).toBe(200);
    // Withdrawn by the asker: the same wait.
    expect((await post(matchId, man, '/decline')).status).toBe(200);
    expect((await post(matchId, woman, '')).body.error?.message).toBe(messages.askAgainLater);

    // An ended match: no more.
    await call(server, 'POST', `/api/matches/${matchId}/unmatch`, undefined, { token: man.token });
    expect((await post(matchId, woman, '')).body.error!.message).toBe(messages.notAvailable);
  });
});

describe('the closure when both confirmed', () => {
  it("ends every other match of both at no charge, tells those people kindly, and hides the couple from a third member's deck", async () => {
    const w = world();
    const woman = await w.woman('Maryam');
    const man = await w.man('Yusuf');
    const omar = await w.man('Omar');
    const bilal = await w.man('Bilal');
    const aisha = await w.woman('Aisha');
    const khalid = await w.man('Khalid');
    const fatima = await w.woman('Fatima');
    const zainab = await w.woman('Zainab');
    const idris = await w.man('Idris');
    await seenByEachOther(db(), idris.id, woman.id);
    await call(server, 'POST', '/api/likes', { profileId: woman.id }, { token: idris.token });
    expect(await likedBy(idris)).toContain(woman.id);

    const coupleId = await chatOf(woman, man);
    // Omar paid towards a locked match (his 3 tokens come back); Bilal's chat is open; Aisha paid express.
    const omarMatch = await matchOf(woman, omar);
    await pay(server, omar.token, omarMatch);
    const bilalMatch = await chatOf(bilal, woman);
    const aishaMatch = await matchOf(aisha, man);
    await pay(server, aisha.token, aishaMatch, true);

    expect(await deckIds(khalid, w.country)).toEqual(expect.arrayContaining([woman.id, zainab.id]));
    expect(await deckIds(fatima, w.country)).toContain(man.id);
    const before = Object.fromEntries(await Promise.all([woman, man, omar, bilal, aisha].map(async (m) => [m.profile.name, await balanceOf(server, m.id)])));
    expect(before.Omar).toBe(7);

    expect((await post(coupleId, woman, '')).status).toBe(200);
    expect((await post(coupleId, man, '/confirm')).status).toBe(200);

    // The couple's match stays, with no timer left to run; every other one ended.
    const couple = await matchRow(coupleId);
    expect(couple).toMatchObject({ unmatchedAt: null, responseTimerExpiresAt: null, initialTimerExpiresAt: null, awaitingResponseFrom: null });
    for (const id of [omarMatch, bilalMatch, aishaMatch]) expect((await matchRow(id)).unmatchedAt).not.toBeNull();

    // No penalty for anyone; Omar's unlock payment came back; nothing else moved.
    expect({
      Maryam: await balanceOf(server, woman.id),
      Yusuf: await balanceOf(server, man.id),
      Omar: await balanceOf(server, omar.id),
      Bilal: await balanceOf(server, bilal.id),
      Aisha: await balanceOf(server, aisha.id),
    }).toEqual({ ...before, Omar: 10 });
    const ledger = await ledgerOf(server, [woman.id, man.id, omar.id, bilal.id, aisha.id]);
    expect(ledger.filter((row) => row.type === 'penalty')).toEqual([]);
    expect(doubleCharges(ledger)).toEqual([]);
    expect(await ledgerMismatches(server)).toEqual([]);

    expect(await notesOf(omar)).toContain(textWith('marriage.noLongerLooking', { name: 'Maryam' }));
    expect(await notesOf(bilal)).toContain(textWith('marriage.noLongerLooking', { name: 'Maryam' }));
    expect(await notesOf(aisha)).toContain(textWith('marriage.noLongerLooking', { name: 'Yusuf' }));
    expect(await notesOf(woman)).toContain(textWith('marriage.confirmed', { name: 'Yusuf' }));

    // Gone from everyone's deck, the others still there.
    const khalidDeck = await deckIds(khalid, w.country);
    expect(khalidDeck).toContain(zainab.id);
    expect(khalidDeck).not.toContain(woman.id);
    expect(await deckIds(fatima, w.country)).not.toContain(man.id);
    // Nor in the Liked lists of those who liked them.
    expect(await likedBy(idris)).not.toContain(woman.id);
    // Nobody may like them any more (Khalid saw her in his deck), nor may they like anyone.
    await seenByEachOther(db(), woman.id, khalid.id);
    await seenByEachOther(db(), man.id, fatima.id);
    expect((await call(server, 'POST', '/api/likes', { profileId: woman.id }, { token: khalid.token })).status).toBe(404);
    expect((await call(server, 'POST', '/api/likes', { profileId: khalid.id }, { token: woman.token })).status).toBe(404);
    expect((await call(server, 'POST', '/api/likes', { profileId: fatima.id }, { token: man.token })).status).toBe(404);

    const seen = (await marriageOf(coupleId, man)).body.marriage!;
    expect(seen).toMatchObject({ askedByMe: false, marriedAt: server.clock.now().toISOString(), keepMine: false, chatDeleted: false });
    expect(seen.chatDeletesAt).toBe(new Date(server.clock.now().getTime() + 30 * DAY).toISOString());
    expect((await post(coupleId, man, '')).body.error!.message).toBe(messages.alreadyMarried);

    // Their chat runs no timer any more: a message sets none, and days later nobody is penalised.
    expect((await sendMessage(server, man.token, coupleId, 'Alhamdulillah')).status).toBe(200);
    expect(await matchRow(coupleId)).toMatchObject({ responseTimerExpiresAt: null, awaitingResponseFrom: null });
    // The trigger doing it runs for a married couple's match only, not on every message of every chat.
    const [trigger] = await queryRows<{ def: string }>(db(), sql`select pg_get_triggerdef(oid) as def from pg_trigger where tgname = 'matches_married_no_timers'`);
    expect(trigger!.def).toMatch(/WHEN \(\(new\.married_at IS NOT NULL\)\)/);
    server.clock.advance(5 * DAY);
    await sweepTimers(server.platform);
    expect((await matchRow(coupleId)).unmatchedAt).toBeNull();
    expect(await balanceOf(server, woman.id)).toBe(before.Maryam);
  });
});

describe('one member asked twice at once', () => {
  it('two women confirming the same man at the same instant: one marriage, the other refused, nobody charged', async () => {
    const w = world();
    const man = await w.man('Yusuf');
    const [first, second] = [await w.woman('Maryam'), await w.woman('Zainab')];
    const firstMatch = await chatOf(first, man);
    const secondMatch = await chatOf(second, man);
    expect((await post(firstMatch, man, '')).status).toBe(200);
    expect((await post(secondMatch, man, '')).status).toBe(200);
    // On PostgreSQL these run at once (the marriage locks make them take turns); on PGlite in turn.
    const answers = await Promise.all([post(firstMatch, first, '/confirm'), post(secondMatch, second, '/confirm')]);
    // The other is refused: 409 when it had found the match before the first closed it, 404 when
    // it came after (a married man is hidden from her), never a second marriage or a 500.
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 404 || status === 409)).toHaveLength(1);
    const rows = await db().select().from(marriages).where(sql`${marriages.matchId} in (${firstMatch}, ${secondMatch}) and ${marriages.marriedAt} is not null`);
    expect(rows).toHaveLength(1);
    const kept = rows[0]!.matchId;
    expect((await matchRow(kept)).unmatchedAt).toBeNull();
    expect((await matchRow(kept === firstMatch ? secondMatch : firstMatch)).unmatchedAt).not.toBeNull();
    expect(await ledgerMismatches(server)).toEqual([]);
  });
});

describe('a question ends with its round', () => {
  it('an unanswered "We got married" is gone once the match ends, so a rematch starts with none', async () => {
    const w = world();
    const woman = await w.woman('Maryam');
    const man = await w.man('Yusuf');
    const matchId = await chatOf(woman, man);
    expect((await post(matchId, woman, '')).status).toBe(200);
    const unmatched = await call(server, 'POST', `/api/matches/${matchId}/unmatch`, {}, { token: (await fresh(man)).token });
    expect(unmatched.status).toBe(200);
    expect(await db().select().from(marriages).where(eq(marriages.matchId, matchId))).toEqual([]);
  });
});

describe('after the marriage, hidden from everyone but each other', () => {
  it('leaves the Unmatched list and the ended chat of those whose matches the closure ended (404); the couple still see each other', async () => {
    const w = world();
    const woman = await w.woman('Maryam');
    const man = await w.man('Yusuf');
    const omar = await w.man('Omar');
    const omarMatch = await matchOf(woman, omar);
    const coupleId = await chatOf(woman, man);
    const unmatchedOf = async (member: Member) =>
      (await call<{ matches: { other: { id: string } }[] }>(server, 'GET', '/api/matches/unmatched', undefined, { token: member.token })).body.matches.map((m) => m.other.id);
    expect((await post(coupleId, woman, '')).status).toBe(200);
    expect((await post(coupleId, man, '/confirm')).status).toBe(200);
    const omarNow = await fresh(omar);
    expect(await unmatchedOf(omarNow)).not.toContain(woman.id);
    expect((await call(server, 'GET', `/api/matches/${omarMatch}`, undefined, { token: omarNow.token })).status).toBe(404);
    // The couple: their own match, and each other's card in it, as before.
    for (const member of [await fresh(woman), await fresh(man)]) {
      const seen = await call<{ match: { other: { id: string } } }>(server, 'GET', `/api/matches/${coupleId}`, undefined, { token: member.token });
      expect(seen.status).toBe(200);
      expect(seen.body.match.other.id).toBe(member.id === woman.id ? man.id : woman.id);
    }
    expect((await sendMessage(server, (await fresh(man)).token, coupleId, 'Alhamdulillah')).status).toBe(200);
  });
});

describe('after the marriage, no new round with anyone', () => {
  it('refuses a rematch of a match the closure ended, by the married member or the other (404, nothing spent)', async () => {
    const w = world();
    const woman = await w.woman('Maryam');
    const man = await w.man('Yusuf');
    const omar = await w.man('Omar');
    const omarMatch = await matchOf(woman, omar);
    const coupleId = await chatOf(woman, man);
    expect((await post(coupleId, woman, '')).status).toBe(200);
    expect((await post(coupleId, man, '/confirm')).status).toBe(200);
    expect((await matchRow(omarMatch)).unmatchedAt).not.toBeNull();
    for (const member of [await fresh(woman), await fresh(omar)]) {
      const before = await balanceOf(server, member.id);
      const rematch = await call<Answer>(server, 'POST', `/api/matches/${omarMatch}/rematch`, undefined, {
        token: member.token,
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
      expect(rematch.status).toBe(404);
      expect(await balanceOf(server, member.id)).toBe(before);
    }
    expect((await matchRow(omarMatch)).unmatchedAt).not.toBeNull();
  });
});

describe('the chat after 30 days', () => {
  it('is deleted for both unless both keep it', async () => {
    const oneKeeps = await married();
    const bothKeep = await married();
    expect((await keep(oneKeeps.matchId, oneKeeps.woman, true)).body.marriage).toMatchObject({ keepMine: true, keepTheirs: false });
    await keep(bothKeep.matchId, bothKeep.woman, true);
    const kept = await keep(bothKeep.matchId, bothKeep.man, true);
    expect(kept.body.marriage).toMatchObject({ keepMine: true, keepTheirs: true, chatDeletesAt: null });

    server.clock.advance(30 * DAY - 60_000);
    await deleteMarriedChats(server.platform);
    expect(await messageCount(oneKeeps.matchId)).toBe(1);

    server.clock.advance(2 * 60_000);
    await deleteMarriedChats(server.platform);
    expect(await messageCount(oneKeeps.matchId)).toBe(0);
    expect(await messageCount(bothKeep.matchId)).toBe(1);
    const after = await marriageOf(oneKeeps.matchId, await fresh(oneKeeps.man));
    expect(after.body.marriage).toMatchObject({ chatDeleted: true, chatDeletesAt: null });

    // What they write after the deletion goes once it is 30 days old too; the kept chat keeps all.
    expect((await sendMessage(server, (await fresh(oneKeeps.woman)).token, oneKeeps.matchId, 'Home safe?')).status).toBe(200);
    expect((await sendMessage(server, (await fresh(bothKeep.woman)).token, bothKeep.matchId, 'Still ours')).status).toBe(200);
    server.clock.advance(DAY);
    expect((await sendMessage(server, (await fresh(oneKeeps.man)).token, oneKeeps.matchId, 'Yes, alhamdulillah')).status).toBe(200);
    server.clock.advance(29 * DAY);
    await deleteMarriedChats(server.platform);
    expect(await messageCount(oneKeeps.matchId)).toBe(1);
    server.clock.advance(DAY);
    await deleteMarriedChats(server.platform);
    expect(await messageCount(oneKeeps.matchId)).toBe(0);
    expect(await messageCount(bothKeep.matchId)).toBe(2);
  });
});
