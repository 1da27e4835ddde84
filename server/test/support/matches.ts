import crypto from 'node:crypto';
import { englishEmailText } from '@mithaq/contract/emails';
import { ledgerEntryText, ledgerKeys } from '@mithaq/contract/tokens';
import { eq, inArray, sql } from 'drizzle-orm';
import { startSession, toAuthUser } from '../../src/features/auth/sessions';
import { queryRows } from '../../src/platform/db/connect';
import { profiles } from '../../src/platform/db/schema/profiles';
import { tokenTransactions } from '../../src/platform/db/schema/tokens';
import { call, signIn } from './client';
import { createProfile, type TestUser } from './factories';
import { seenByEachOther } from './safety';
import type { TestServer } from './server';

/** Two members who liked each other over HTTP, so their match is the real thing (`place`: their country, GB by default). */
export async function matchedCouple(server: TestServer, tokens = { woman: 10, man: 10 }, place: { country?: string; city?: string } = {}) {
  const db = server.platform.database.db;
  const woman = await createProfile(db, { name: 'Maryam', sex: 'female', welcomeTokens: tokens.woman, ...place });
  const man = await createProfile(db, { name: 'Yusuf', sex: 'male', welcomeTokens: tokens.man, ...place });
  const w = await signIn(server, woman.email, woman.password);
  const m = await signIn(server, man.email, man.password);
  await seenByEachOther(db, woman.id, man.id);
  await call(server, 'POST', '/api/likes', { profileId: man.id }, { token: w.token });
  const liked = await call<{ matchId: string }>(server, 'POST', '/api/likes', { profileId: woman.id }, { token: m.token });
  return { matchId: liked.body.matchId, woman: { ...woman, token: w.token }, man: { ...man, token: m.token } };
}

export const pay = (server: TestServer, token: string, matchId: string, express = false, key: string = crypto.randomUUID()) =>
  call<{ chatUnlocked: boolean; balance: number }>(server, 'POST', `/api/matches/${matchId}/pay`, { express }, { token, headers: { 'idempotency-key': key } });

export async function balanceOf(server: TestServer, userId: string) {
  const [row] = await server.platform.database.db.select({ b: profiles.tokenBalance }).from(profiles).where(eq(profiles.id, userId));
  return row!.b;
}

/** Σ ledger = balance for every profile: the invariant no path may break. */
export async function ledgerMismatches(server: TestServer) {
  return queryRows<{ id: string }>(server.platform.database.db, sql`
    select p.id from profiles p
    left join (select user_id, sum(amount)::int s from token_transactions group by user_id) t on t.user_id = p.id
    where p.token_balance <> coalesce(t.s, 0)`);
}

/**
 * An access token valid at the server clock's current time, without a password check
 * (argon2 costs ~50 ms): for tests that move the clock past the 15-minute token lifetime.
 */
export async function accessTokenNow(server: TestServer, user: Pick<TestUser, 'id' | 'email'>) {
  const authUser = toAuthUser({ id: user.id, email: user.email, role: 'user', confirmedAt: new Date(0), language: 'en' });
  const issued = await startSession(server.platform, server.platform.database.db, authUser, null);
  return issued.accessToken;
}

/** Every ledger row of these users: as stored (key, params, note), and `description`, the entry as the wallet says it in English. */
export async function ledgerOf(server: TestServer, userIds: string[]) {
  const rows = await server.platform.database.db
    .select({
      userId: tokenTransactions.userId, type: tokenTransactions.type, amount: tokenTransactions.amount, referenceId: tokenTransactions.referenceId,
      key: tokenTransactions.descriptionKey, params: tokenTransactions.descriptionParams, note: tokenTransactions.description,
    })
    .from(tokenTransactions)
    .where(inArray(tokenTransactions.userId, userIds));
  return rows.map((row) => ({ ...row, description: ledgerEntryText({ key: row.key, params: row.params, description: row.note }, englishEmailText) }));
}

/**
 * (payer, match) pairs with more unlock payments than the match had rounds (the first, plus
 * one per rematch): anyone charged twice for one payment. Empty when all is well.
 */
export function doubleCharges(rows: Awaited<ReturnType<typeof ledgerOf>>) {
  const rounds = new Map<string, number>();
  const unlocks = new Map<string, number>();
  for (const row of rows) {
    if (!row.referenceId) continue;
    const rematch = row.type === 'payment' && row.key === ledgerKeys.rematch;
    if (rematch) rounds.set(row.referenceId, (rounds.get(row.referenceId) ?? 1) + 1);
    if (row.type === 'express_payment' || (row.type === 'payment' && row.key === ledgerKeys.unlock)) {
      const key = `${row.userId} ${row.referenceId}`;
      unlocks.set(key, (unlocks.get(key) ?? 0) + 1);
    }
  }
  return [...unlocks].filter(([key, n]) => n > (rounds.get(key.split(' ')[1]!) ?? 1));
}

/** A matched couple whose chat is open (she paid express). */
/** An unlocked match (both paid) where she wrote first: his 48 h reply timer runs. */
export async function conversation(server: TestServer) {
  const couple = await matchedCouple(server);
  await pay(server, couple.woman.token, couple.matchId);
  await pay(server, couple.man.token, couple.matchId);
  const sent = await sendMessage(server, couple.woman.token, couple.matchId, 'Assalamu alaikum');
  if (sent.status !== 200) throw new Error(`her first message was refused (${sent.status})`);
  return couple;
}

export async function unlockedCouple(server: TestServer, place: { country?: string } = {}) {
  const couple = await matchedCouple(server, undefined, place);
  const paid = await pay(server, couple.woman.token, couple.matchId, true);
  if (!paid.body.chatUnlocked) throw new Error('express payment did not unlock the chat');
  return couple;
}

export const sendMessage = (server: Pick<TestServer, 'fetch'>, token: string, matchId: string, content: string, clientId: string = crypto.randomUUID()) =>
  call<{ message: { id: string; seq: number; senderId: string; content: string; clientId: string; read: boolean } }>(
    server, 'POST', `/api/matches/${matchId}/messages`, { clientId, content }, { token },
  );
