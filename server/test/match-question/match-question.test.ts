import crypto from 'node:crypto';
import type { MatchState } from '@mithaq/contract/matches';
import type { OwnProfile } from '@mithaq/contract/profiles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../src/events';
import { findMatch } from '../../src/features/matches/repo';
import { matches } from '../../src/platform/db/schema/matches';
import { profiles } from '../../src/platform/db/schema/profiles';
import { call, signIn } from '../support/client';
import { createProfile } from '../support/factories';
import { pictures } from '../support/images';
import { balanceOf, ledgerMismatches, matchedCouple, pay } from '../support/matches';
import { memberThroughApi, upload, wizardInput } from '../support/profiles';
import { startTestServer, type TestServer } from '../support/server';

// Issue 28's one question before the chat unlocks. Members of this file live in the Comoros (KM),
// a country no other test of the shared database uses.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const KM = { country: 'KM', city: 'Moroni' };
const QUESTION = 'Are you currently married?';
const db = () => server.platform.database.db;
const couple = () => matchedCouple(server, { woman: 20, man: 20 }, KM);
const asks = (id: string, question: string | null) => db().update(profiles).set({ matchQuestion: question }).where(eq(profiles.id, id));
const answer = (token: string, matchId: string, text: string) =>
  call<{ match: MatchState }>(server, 'PUT', `/api/matches/${matchId}/answer`, { answer: text }, { token });
const matchOf = async (token: string, matchId: string) =>
  (await call<{ match: MatchState }>(server, 'GET', `/api/matches/${matchId}`, undefined, { token })).body.match;
const unmatch = (token: string, matchId: string) => call(server, 'POST', `/api/matches/${matchId}/unmatch`, undefined, { token });
const rematch = (token: string, matchId: string) =>
  call(server, 'POST', `/api/matches/${matchId}/rematch`, undefined, { token, headers: { 'idempotency-key': crypto.randomUUID() } });

const answerFirst = {
  error: { code: 'CONFLICT', key: 'matchQuestion.answerFirst', params: { name: 'Maryam' }, message: "Answer Maryam's question before unlocking the chat." },
};

describe('paying before answering the other member\'s question', () => {
  it('is refused (409, nothing spent) until he answers; then his payment goes through', async () => {
    const { matchId, woman, man } = await couple();
    await asks(woman.id, QUESTION);
    const refused = await pay(server, man.token, matchId);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(answerFirst);
    expect(await balanceOf(server, man.id)).toBe(20);
    expect((await findMatch(db(), matchId))!).toMatchObject({ user1Paid: false, user2Paid: false });

    // The same idempotency key works once he has answered: the refusal kept nothing of it.
    const key = crypto.randomUUID();
    expect((await pay(server, man.token, matchId, false, key)).status).toBe(409);
    expect((await answer(man.token, matchId, '  No, never married  ')).status).toBe(200);
    const paid = await pay(server, man.token, matchId, false, key);
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({ chatUnlocked: false, balance: 17 });
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('refuses the express unlock the same way, and unlocks at once after the answer', async () => {
    const { matchId, woman, man } = await couple();
    await asks(woman.id, QUESTION);
    const refused = await pay(server, man.token, matchId, true);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(answerFirst);
    expect(await balanceOf(server, man.id)).toBe(20);
    await answer(man.token, matchId, 'No');
    expect((await pay(server, man.token, matchId, true)).body).toEqual({ chatUnlocked: true, balance: 14 });
  });

  it('asks nothing of a member whose match has no question, and only the asker\'s match must answer', async () => {
    const { matchId, woman, man } = await couple();
    await asks(woman.id, QUESTION);
    // She asks; he does not: she pays without answering anything.
    expect((await pay(server, woman.token, matchId)).status).toBe(200);
    const noQuestion = await answer(woman.token, matchId, 'Hello');
    expect(noQuestion.status).toBe(409);
    expect(noQuestion.body).toMatchObject({ error: { key: 'matchQuestion.noQuestion', params: { name: 'Yusuf' } } });
    expect((await pay(server, man.token, matchId)).status).toBe(409);
  });

  it('lets one payment through only once the answer is in, when both race', async () => {
    const { matchId, woman, man } = await couple();
    await asks(woman.id, QUESTION);
    const [paid, answered] = await Promise.all([pay(server, man.token, matchId, true), answer(man.token, matchId, 'No')]);
    expect(answered.status).toBe(200);
    // Whichever took the match row first decided: a payment before the answer is refused and spends nothing.
    if (paid.status === 200) expect(await balanceOf(server, man.id)).toBe(14);
    else expect([paid.status, await balanceOf(server, man.id)]).toEqual([409, 20]);
  });
});

describe('the answer', () => {
  it('shows on both sides of the match view, and the asker hears of it at once', async () => {
    const { matchId, woman, man } = await couple();
    await asks(woman.id, QUESTION);
    const before = await matchOf(man.token, matchId);
    expect(before.question).toEqual({ theirQuestion: QUESTION, myAnswer: null, myQuestion: null, theirAnswer: null });

    const seen: DomainEvent[] = [];
    const stop = server.platform.bus.subscribe((event) => {
      seen.push(event);
    });
    const answered = await answer(man.token, matchId, '  No, never married ');
    stop();
    expect(answered.body.match.question.myAnswer).toMatchObject({ question: QUESTION, answer: 'No, never married' });
    expect(seen).toContainEqual({ type: 'match.changed', matchId, profileIds: expect.arrayContaining([woman.id, man.id]) });

    const hers = await matchOf(woman.token, matchId);
    expect(hers.question).toMatchObject({ theirQuestion: null, myAnswer: null, myQuestion: QUESTION, theirAnswer: { question: QUESTION, answer: 'No, never married' } });
  });

  it('keeps the question it answered when the asker changes it later, and still lets him pay', async () => {
    const { matchId, woman, man } = await couple();
    await asks(woman.id, QUESTION);
    await answer(man.token, matchId, 'No');
    await asks(woman.id, 'Do you want children?');
    const hers = await matchOf(woman.token, matchId);
    expect(hers.question.myQuestion).toBe('Do you want children?');
    expect(hers.question.theirAnswer).toMatchObject({ question: QUESTION, answer: 'No' });
    expect((await pay(server, man.token, matchId)).status).toBe(200);
    // Re-answering (allowed until the chat unlocks) answers the question as it reads now.
    const edited = await answer(man.token, matchId, 'Yes, God willing');
    expect(edited.body.match.question.myAnswer).toMatchObject({ question: 'Do you want children?', answer: 'Yes, God willing' });
  });

  it('is 404 for anyone but the two members, and for a match that does not exist', async () => {
    const { matchId, woman } = await couple();
    await asks(woman.id, QUESTION);
    const stranger = await createProfile(db(), { name: 'Idris', sex: 'male', ...KM });
    const { token } = await signIn(server, stranger.email, stranger.password);
    expect((await answer(token, matchId, 'No')).status).toBe(404);
    expect((await answer(token, crypto.randomUUID(), 'No')).status).toBe(404);
  });

  it('is refused empty or too long (400) and writes nothing', async () => {
    const { matchId, woman, man } = await couple();
    await asks(woman.id, QUESTION);
    for (const text of ['   ', 'x'.repeat(501)]) {
      const refused = await answer(man.token, matchId, text);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: { key: 'matchQuestion.answerLength' } });
    }
    expect((await matchOf(man.token, matchId)).question.myAnswer).toBeNull();
    expect((await answer(man.token, matchId, 'x'.repeat(500))).status).toBe(200);
  });

  it('is refused once the chat is unlocked, and on an ended match (409)', async () => {
    const { matchId, woman, man } = await couple();
    await asks(woman.id, QUESTION);
    await answer(man.token, matchId, 'No');
    await pay(server, man.token, matchId, true);
    const unlocked = await answer(man.token, matchId, 'Changed my mind');
    expect(unlocked.status).toBe(409);
    expect(unlocked.body).toMatchObject({ error: { message: 'Chat is already unlocked' } });

    const ended = await couple();
    await asks(ended.woman.id, QUESTION);
    await unmatch(ended.woman.token, ended.matchId);
    expect((await answer(ended.man.token, ended.matchId, 'No')).body).toMatchObject({ error: { code: 'CONFLICT', message: 'This match has ended' } });

    // A payment window that ran out before the sweep ended the match ends it too (matches/expired.ts).
    const lapsed = await couple();
    await asks(lapsed.woman.id, QUESTION);
    await db().update(matches).set({ paymentExpiresAt: new Date(server.clock.now().getTime() - 1000) }).where(eq(matches.id, lapsed.matchId));
    expect((await answer(lapsed.man.token, lapsed.matchId, 'No')).body).toMatchObject({ error: { code: 'CONFLICT', message: 'This match has ended' } });
  });

  it('belongs to the round: after a rematch he answers again before paying', async () => {
    const { matchId, woman, man } = await couple();
    await asks(woman.id, QUESTION);
    await answer(man.token, matchId, 'No');
    expect((await unmatch(man.token, matchId)).status).toBe(200);
    expect((await rematch(man.token, matchId)).status).toBe(200);
    const fresh = await matchOf(man.token, matchId);
    expect(fresh.question).toMatchObject({ theirQuestion: QUESTION, myAnswer: null });
    expect((await matchOf(woman.token, matchId)).question.theirAnswer).toBeNull();
    expect((await pay(server, man.token, matchId)).body).toEqual(answerFirst);
    await answer(man.token, matchId, 'Still no');
    expect((await pay(server, man.token, matchId)).status).toBe(200);
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('is in the member\'s data export, every round\'s', async () => {
    const { matchId, woman, man } = await couple();
    await asks(woman.id, QUESTION);
    await answer(man.token, matchId, 'No');
    await unmatch(man.token, matchId);
    server.clock.advance(60_000);
    await rematch(man.token, matchId);
    await answer(man.token, matchId, 'Still no');
    const response = await server.fetch('/api/account/export', { headers: { authorization: `Bearer ${man.token}` } });
    const data = JSON.parse(await response.text());
    expect(data.questionAnswers.given).toEqual([
      expect.objectContaining({ matchId, profileId: woman.id, name: 'Maryam', question: QUESTION, answer: 'No', roundEndedAt: expect.any(String) }),
      expect.objectContaining({ matchId, question: QUESTION, answer: 'Still no', roundEndedAt: null }),
    ]);
    const hers = JSON.parse(await (await server.fetch('/api/account/export', { headers: { authorization: `Bearer ${woman.token}` } })).text());
    expect(hers.profile.matchQuestion).toBe(QUESTION);
    expect(hers.questionAnswers.received).toEqual([
      expect.objectContaining({ matchId, profileId: man.id, name: 'Yusuf', answer: 'No' }),
      expect.objectContaining({ matchId, answer: 'Still no' }),
    ]);
  });
});

describe('setting the question in Edit Profile', () => {
  const edit = (token: string, body: Record<string, unknown>) => {
    const { birthday: _birthday, ...editable } = wizardInput({ location: KM });
    return call<{ profile: OwnProfile }>(server, 'PUT', '/api/profiles/me', { ...editable, ...body }, { token });
  };

  it('saves it trimmed, keeps it when left out, clears it with null, and refuses an empty or long one', async () => {
    const member = await memberThroughApi(server, { location: KM });
    await upload(server, member.token, await pictures.jpeg(300, 200), 'image/jpeg');
    expect((await edit(member.token, { matchQuestion: `  ${QUESTION} ` })).body.profile.matchQuestion).toBe(QUESTION);
    expect((await edit(member.token, {})).body.profile.matchQuestion).toBe(QUESTION);
    for (const matchQuestion of ['  ', 'x'.repeat(201)]) {
      const refused = await edit(member.token, { matchQuestion });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: { key: 'matchQuestion.questionLength' } });
    }
    expect((await edit(member.token, { matchQuestion: null })).body.profile.matchQuestion).toBeNull();
  });

  it('is never on the card others see, only in the match\'s question', async () => {
    const { matchId, woman, man } = await couple();
    await asks(woman.id, QUESTION);
    expect(JSON.stringify((await matchOf(man.token, matchId)).other)).not.toContain(QUESTION);
    const list = await call<{ matches: MatchState[] }>(server, 'GET', '/api/matches', undefined, { token: man.token });
    const listed = list.body.matches.find((match) => match.id === matchId)!;
    expect(listed.question.theirQuestion).toBe(QUESTION);
    expect(JSON.stringify(listed.other)).not.toContain(QUESTION);
  });
});
