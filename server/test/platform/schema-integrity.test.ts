import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../../src/platform/db/connect';
import { migrate } from '../../src/platform/db/migrate';
import { users } from '../../src/platform/db/schema/auth';
import { matches, messages } from '../../src/platform/db/schema/matches';
import { profiles } from '../../src/platform/db/schema/profiles';
import { profileActions } from '../../src/platform/db/schema/social';
import { tokenTransactions } from '../../src/platform/db/schema/tokens';
import { createProfile, createUser, uniqueEmail } from '../support/factories';
import { testDatabase } from '../support/database';

let db: Db;
beforeAll(async () => {
  db = (await testDatabase()).db;
});

const ordered = (a: string, b: string) => (a < b ? [a, b] as const : [b, a] as const);

async function balanceAndLedger(userId: string) {
  const [row] = await queryRows<{ balance: number; ledger: string }>(
    db,
    sql`select p.token_balance as balance,
          (select coalesce(sum(amount), 0) from token_transactions t where t.user_id = p.id) as ledger
        from profiles p where p.id = ${userId}`,
  );
  return { balance: Number(row?.balance), ledger: Number(row?.ledger) };
}

describe('migrations', () => {
  it('are applied once: a second run applies nothing', async () => {
    const result = await migrate(db);
    expect(result.applied).toBe(0);
    expect(result.total).toBeGreaterThanOrEqual(3);
  });

  it('create every table of the spec and the design', async () => {
    const rows = await queryRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables where table_schema = current_schema()`,
    );
    const names = rows.map((r) => r.table_name);
    for (const table of [
      'users', 'refresh_tokens', 'one_time_tokens', 'profiles', 'profile_pictures', 'profile_actions', 'matches',
      'messages', 'token_transactions', 'blocked_profiles', 'profile_reports', 'favorited_profiles', 'notifications',
      'push_subscriptions', 'idempotency_keys', 'outbox', 'audit_log', 'verification_requests', 'guardians',
    ]) {
      expect(names).toContain(table);
    }
  });
});

describe('the token ledger', () => {
  it('moves the balance only through token_transactions, keeping sum(amount) = balance', async () => {
    const { id } = await createProfile(db, { welcomeTokens: 10 });
    await db.insert(tokenTransactions).values({ userId: id, amount: -3, type: 'payment', description: 'Unlock chat' });
    await db.insert(tokenTransactions).values({ userId: id, amount: -4, type: 'penalty', description: 'Ghosting' });
    await db.insert(tokenTransactions).values({ userId: id, amount: -5, type: 'penalty', description: 'Unmatch' });
    expect(await balanceAndLedger(id)).toEqual({ balance: -2, ledger: -2 });
  });

  it('refuses a direct change to token_balance', async () => {
    const { id } = await createProfile(db);
    await expect(db.update(profiles).set({ tokenBalance: 1000 }).where(eq(profiles.id, id))).rejects.toThrow();
    expect(await balanceAndLedger(id)).toEqual({ balance: 10, ledger: 10 });
  });

  it('refuses a profile created with a balance', async () => {
    const user = await createUser(db);
    await expect(
      db.insert(profiles).values({
        id: user.id, name: 'Rich', sex: 'male', country: 'GB', city: 'Leeds', birthday: '1990-01-01',
        aboutMe: 'x', nationality: ['GB'], tokenBalance: 50,
      }),
    ).rejects.toThrow();
  });

  it('is append-only', async () => {
    const { id } = await createProfile(db);
    await expect(db.update(tokenTransactions).set({ amount: 99 }).where(eq(tokenTransactions.userId, id))).rejects.toThrow();
    await expect(db.delete(tokenTransactions).where(eq(tokenTransactions.userId, id))).rejects.toThrow();
    expect(await balanceAndLedger(id)).toEqual({ balance: 10, ledger: 10 });
  });

  it('grants once per dedupe key', async () => {
    const { id } = await createProfile(db, { welcomeTokens: 0 });
    const grant = { userId: id, amount: 10, type: 'grant' as const, description: 'Weekly tokens', dedupeKey: 'weekly:2026-W02' };
    await db.insert(tokenTransactions).values(grant);
    await expect(db.insert(tokenTransactions).values(grant)).rejects.toThrow();
    expect(await balanceAndLedger(id)).toEqual({ balance: 10, ledger: 10 });
  });

  it('goes away with a deleted account (cascade)', async () => {
    const { id } = await createProfile(db);
    await db.delete(users).where(eq(users.id, id));
    const left = await db.select().from(tokenTransactions).where(eq(tokenTransactions.userId, id));
    expect(left).toHaveLength(0);
  });
});

describe('matches and messages', () => {
  it('store the smaller id first and allow one active match per pair', async () => {
    const a = await createProfile(db);
    const b = await createProfile(db, { sex: 'male', name: 'Yusuf' });
    const [low, high] = ordered(a.id, b.id);
    await expect(db.insert(matches).values({ profile1Id: high, profile2Id: low })).rejects.toThrow();
    const [first] = await db.insert(matches).values({ profile1Id: low, profile2Id: high }).returning();
    await expect(db.insert(matches).values({ profile1Id: low, profile2Id: high })).rejects.toThrow();
    await db.update(matches).set({ unmatchedAt: new Date() }).where(eq(matches.id, first!.id));
    await expect(db.insert(matches).values({ profile1Id: low, profile2Id: high })).resolves.toBeDefined();
  });

  it('accept messages only from a participant', async () => {
    const a = await createProfile(db);
    const b = await createProfile(db, { sex: 'male', name: 'Yusuf' });
    const outsider = await createProfile(db, { name: 'Zara' });
    const [low, high] = ordered(a.id, b.id);
    const [match] = await db.insert(matches).values({ profile1Id: low, profile2Id: high }).returning();
    const message = (senderId: string) => ({
      matchId: match!.id, senderId, clientId: crypto.randomUUID(), content: 'Assalamu alaikum',
    });
    await expect(db.insert(messages).values(message(a.id))).resolves.toBeDefined();
    await expect(db.insert(messages).values(message(outsider.id))).rejects.toThrow();
  });

  it('store a retried client id once per sender', async () => {
    const a = await createProfile(db);
    const b = await createProfile(db, { sex: 'male', name: 'Yusuf' });
    const [low, high] = ordered(a.id, b.id);
    const [match] = await db.insert(matches).values({ profile1Id: low, profile2Id: high }).returning();
    const clientId = crypto.randomUUID();
    await db.insert(messages).values({ matchId: match!.id, senderId: a.id, clientId, content: 'Hello' });
    await expect(
      db.insert(messages).values({ matchId: match!.id, senderId: a.id, clientId, content: 'Hello' }),
    ).rejects.toThrow();
  });
});

describe('other constraints', () => {
  it('keep one action row per (from, to)', async () => {
    const a = await createProfile(db);
    const b = await createProfile(db, { sex: 'male', name: 'Yusuf' });
    await db.insert(profileActions).values({ fromProfileId: a.id, toProfileId: b.id, action: 'pass' });
    await expect(
      db.insert(profileActions).values({ fromProfileId: a.id, toProfileId: b.id, action: 'like' }),
    ).rejects.toThrow();
  });

  it('treat e-mail addresses without regard to case', async () => {
    const email = uniqueEmail('Case');
    await createUser(db, { email });
    await expect(createUser(db, { email: email.toUpperCase() })).rejects.toThrow();
    const found = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(found).toHaveLength(1);
  });

  it('check profile values the contract also checks', async () => {
    await expect(createProfile(db, { height: 250 })).rejects.toThrow();
    await expect(createProfile(db, { nationality: ['GB', 'PK', 'MY', 'SA', 'EG'] })).rejects.toThrow();
    await expect(createProfile(db, { name: '' })).rejects.toThrow();
  });
});
