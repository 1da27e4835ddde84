import type { GuardianView } from '@mithaq/contract/guardians';
import type { MatchState } from '@mithaq/contract/matches';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWeeklyTranscripts } from '../../src/features/guardians/transcripts';
import { profiles } from '../../src/platform/db/schema/profiles';
import { guardianNotices, guardians } from '../../src/platform/db/schema/safety';
import { call } from '../support/client';
import { createProfile, uniqueEmail, type TestProfile } from '../support/factories';
import { lastMailedToken, listUnsubscribePath, mailsTo } from '../support/mail';
import { accessTokenNow, pay, sendMessage, unlockedCouple } from '../support/matches';
import { seenByEachOther } from '../support/safety';
import { startTestServer, type TestServer } from '../support/server';

// The job acts on every active guardian: this file has a database of its own.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ isolatedDatabase: true });
  server.clock.set('2027-03-05T08:00:00Z'); // Friday of ISO week 2027-W09
});
afterAll(() => server.close());

const at = (iso: string) => server.clock.set(iso);
const tokenOf = (who: Pick<TestProfile, 'id' | 'email'>) => accessTokenNow(server, who);
const say = async (who: Pick<TestProfile, 'id' | 'email'>, matchId: string, content: string) => {
  const sent = await sendMessage(server, await tokenOf(who), matchId, content);
  if (sent.status !== 200) throw new Error(`send failed: ${JSON.stringify(sent.body)}`);
};
const viewMatch = async (who: Pick<TestProfile, 'id' | 'email'>, matchId: string) =>
  (await call<{ match: MatchState }>(server, 'GET', `/api/matches/${matchId}`, undefined, { token: await tokenOf(who) })).body.match;

/** Invites a guardian for the member and accepts the mailed link now. */
async function guardianFor(who: Pick<TestProfile, 'id' | 'email'>, relation = 'father') {
  const email = uniqueEmail('guardian');
  const sent = await call<GuardianView>(server, 'POST', '/api/guardians', { name: 'Abdullah', relation, email }, { token: await tokenOf(who) });
  await server.jobs.outbox.deliverDue();
  const accepted = await call(server, 'POST', '/api/guardians/accept', { token: lastMailedToken(email, 'token') });
  if (accepted.status !== 200) throw new Error('accept failed');
  return { id: sent.body.id, email };
}

/** At `iso`, an unlocked couple whose woman's brother is her guardian, the banner shown to the man. */
async function watchedCouple(iso: string) {
  at(iso);
  const pair = await unlockedCouple(server);
  const hers = await guardianFor(pair.woman, 'brother');
  await viewMatch(pair.man, pair.matchId);
  return { pair, hers };
}

const transcriptsTo = (email: string) => mailsTo(email).filter((mail) => mail.subject.startsWith('Guardian copy of conversations on Mithaq'));

describe('weekly transcripts', () => {
  let couple: Awaited<ReturnType<typeof unlockedCouple>>;
  let guardian: { id: string; email: string };
  let omarMatch: string;
  let quiet: { id: string; email: string };

  it('gives the other member the banner in the match view, and records that the chat screen showed it', async () => {
    couple = await unlockedCouple(server);
    await say(couple.woman, couple.matchId, 'Before my guardian');
    at('2027-03-05T08:05:00Z');
    guardian = await guardianFor(couple.woman);
    at('2027-03-05T08:10:00Z');
    await say(couple.man, couple.matchId, 'Before the banner');
    // She sees no banner: he has no guardian.
    expect((await viewMatch(couple.woman, couple.matchId)).guardians).toEqual([]);
    // His Matches list carries it too, but only the chat screen shows it: no notice yet.
    const listed = await call<{ matches: MatchState[] }>(server, 'GET', '/api/matches', undefined, { token: await tokenOf(couple.man) });
    expect(listed.body.matches.find((m) => m.id === couple.matchId)!.guardians).toEqual([{ name: 'Maryam', relation: 'father' }]);
    expect(await server.platform.database.db.select().from(guardianNotices).where(eq(guardianNotices.guardianId, guardian.id))).toEqual([]);
    at('2027-03-05T08:15:00Z');
    expect((await viewMatch(couple.man, couple.matchId)).guardians).toEqual([{ name: 'Maryam', relation: 'father' }]);
    const notices = await server.platform.database.db
      .select()
      .from(guardianNotices)
      .where(and(eq(guardianNotices.guardianId, guardian.id), eq(guardianNotices.viewerId, couple.man.id)));
    expect(notices.map((n) => n.shownAt.toISOString())).toEqual(['2027-03-05T08:15:00.000Z']);
    // Shown again later: the first time stays the one that counts.
    at('2027-03-05T08:20:00Z');
    await viewMatch(couple.man, couple.matchId);
    const again = await server.platform.database.db.select().from(guardianNotices).where(eq(guardianNotices.guardianId, guardian.id));
    expect(again.map((n) => n.shownAt.toISOString())).toEqual(['2027-03-05T08:15:00.000Z']);
  });

  it("sends one e-mail with the week's messages by match and day, only after activation and the banner", async () => {
    at('2027-03-05T09:00:00Z');
    await say(couple.man, couple.matchId, 'Salam Maryam');
    at('2027-03-05T15:30:00Z');
    await say(couple.woman, couple.matchId, 'Wa alaikum salam <3');
    at('2027-03-06T10:00:00Z');
    await say(couple.woman, couple.matchId, 'See you');
    // A second match: Omar saw the banner before writing.
    const omar = await createProfile(server.platform.database.db, { name: 'Omar', sex: 'male' });
    await seenByEachOther(server.platform.database.db, omar.id, couple.woman.id);
    await call(server, 'POST', '/api/likes', { profileId: couple.woman.id }, { token: await tokenOf(omar) });
    const liked = await call<{ matchId: string }>(server, 'POST', '/api/likes', { profileId: omar.id }, { token: await tokenOf(couple.woman) });
    omarMatch = liked.body.matchId;
    await pay(server, await tokenOf(omar), omarMatch, true);
    expect((await viewMatch(omar, omarMatch)).guardians).toEqual([{ name: 'Maryam', relation: 'father' }]);
    at('2027-03-07T11:00:00Z');
    await say(omar, omarMatch, 'Hello from Omar');
    at('2027-03-07T12:00:00Z');
    await say(couple.woman, omarMatch, 'Hello Omar');
    // A member whose guardian is active but who wrote nothing this week.
    const zainab = await createProfile(server.platform.database.db, { name: 'Zainab' });
    quiet = await guardianFor(zainab, 'brother');
    // Next week's message stays out of this week's e-mail.
    at('2027-03-08T00:30:00Z');
    await say(couple.woman, couple.matchId, 'Next week');

    at('2027-03-08T01:00:00Z');
    const runs = await Promise.all([sendWeeklyTranscripts(server.platform), sendWeeklyTranscripts(server.platform)]);
    expect(runs[0] + runs[1]).toBe(1);
    await server.jobs.outbox.deliverDue();
    const mails = transcriptsTo(guardian.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Guardian copy of conversations on Mithaq (Monday, 1 March 2027 to Sunday, 7 March 2027)');
    expect(mail.text).toContain('Times are in UTC.');
    const body = mail.text.slice(mail.text.indexOf('=== Conversation with Yusuf ==='), mail.text.indexOf('To stop receiving'));
    expect(body.trim()).toBe(
      [
        '=== Conversation with Yusuf ===',
        '',
        '-- Friday, 5 March 2027 --',
        '[9:00 AM] Yusuf: Salam Maryam',
        '[3:30 PM] Maryam: Wa alaikum salam <3',
        '',
        '-- Saturday, 6 March 2027 --',
        '[10:00 AM] Maryam: See you',
        '',
        '=== Conversation with Omar ===',
        '',
        '-- Sunday, 7 March 2027 --',
        '[11:00 AM] Omar: Hello from Omar',
        '[12:00 PM] Maryam: Hello Omar',
      ].join('\n'),
    );
    expect(mail.html).toContain('Wa alaikum salam &lt;3');
    expect(mail.html).toContain('<h2>Conversation with Omar</h2>');
    expect(mail.text).toMatch(/\/guardian\/stop\?token=/);
    expect(transcriptsTo(quiet.email)).toEqual([]);
  });

  it('does not send the same week twice', async () => {
    at('2027-03-08T02:00:00Z');
    expect(await sendWeeklyTranscripts(server.platform)).toBe(0);
    await server.jobs.outbox.deliverDue();
    expect(transcriptsTo(guardian.email)).toHaveLength(1);
  });

  it('stops from the e-mail link: the member sees it, and no more e-mails go out', async () => {
    const token = lastMailedToken(guardian.email, 'token')!;
    const stopped = await call(server, 'POST', '/api/guardians/stop', { token });
    expect(stopped.body).toEqual({ memberName: 'Maryam' });
    expect((await call(server, 'POST', '/api/guardians/stop', { token })).status).toBe(200);
    expect((await call(server, 'POST', '/api/guardians/stop', { token: 'not-a-real-stop-token' })).status).toBe(404);
    const list = await call<{ guardians: GuardianView[] }>(server, 'GET', '/api/guardians', undefined, { token: await tokenOf(couple.woman) });
    expect(list.body.guardians[0]).toMatchObject({ id: guardian.id, status: 'revoked', endedBy: 'guardian' });
    // The banner is gone, and the next week's messages are not sent.
    expect((await viewMatch(couple.man, couple.matchId)).guardians).toEqual([]);
    at('2027-03-15T01:00:00Z');
    expect(await sendWeeklyTranscripts(server.platform)).toBe(0);
    const [row] = await server.platform.database.db.select().from(guardians).where(eq(guardians.id, guardian.id));
    expect(row!.status).toBe('revoked');
  });

  it('sends nothing for a deactivated member, and sends once they are back', async () => {
    const { pair, hers } = await watchedCouple('2027-03-16T10:00:00Z'); // Tuesday of 2027-W11
    await say(pair.man, pair.matchId, 'Salam');
    await say(pair.woman, pair.matchId, 'Salam Yusuf');
    const db = server.platform.database.db;
    await db.update(profiles).set({ isActive: false }).where(eq(profiles.id, pair.woman.id));
    at('2027-03-22T01:00:00Z');
    expect(await sendWeeklyTranscripts(server.platform)).toBe(0);
    await db.update(profiles).set({ isActive: true }).where(eq(profiles.id, pair.woman.id));
    at('2027-03-22T02:00:00Z');
    expect(await sendWeeklyTranscripts(server.platform)).toBe(1);
    await server.jobs.outbox.deliverDue();
    expect(transcriptsTo(hers.email).map((mail) => mail.text)).toEqual([expect.stringContaining('[10:00 AM] Maryam: Salam Yusuf')]);
  });

  it('carries the never-e-mail link, and a guardian who used it gets no more transcripts', async () => {
    const { pair, hers } = await watchedCouple('2027-03-27T10:00:00Z'); // Saturday of 2027-W12
    await say(pair.woman, pair.matchId, 'Salam Yusuf');
    at('2027-03-29T01:00:00Z');
    expect(await sendWeeklyTranscripts(server.platform)).toBe(1);
    await server.jobs.outbox.deliverDue();
    const [mail] = transcriptsTo(hers.email);
    expect(mail!.subject).toBe('Guardian copy of conversations on Mithaq (Monday, 22 March 2027 to Sunday, 28 March 2027)');
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail!.html).toContain('Never e-mail me again</a>');

    const never = await server.fetch(listUnsubscribePath(mail!)!, { method: 'POST' });
    expect(never.status).toBe(200);
    at('2027-03-29T02:00:00Z');
    await say(pair.man, pair.matchId, 'Wa alaikum salam');
    at('2027-04-05T01:00:00Z');
    expect(await sendWeeklyTranscripts(server.platform)).toBe(0);
    await server.jobs.outbox.deliverDue();
    expect(transcriptsTo(hers.email)).toHaveLength(1);
  });
});
