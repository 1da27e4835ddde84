import type { AuditAction, NetworkFlag } from '@mithaq/contract/admin';
import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../platform/db/connect';
import { users } from '../../platform/db/schema/auth';
import { profiles } from '../../platform/db/schema/profiles';
import { auditLog, networkFlagAccounts, networkFlags, signUpNetworks } from '../../platform/db/schema/safety';

// SQL of the networks new accounts sign up from, and of the flags many of them raise.

/** Serialises the sign-ups of one network until the transaction ends, so two at once raise one flag. */
export async function lockNetwork(q: Queryable, network: string) {
  await q.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-up-network:${network}`}))`);
}

export async function recordSignUp(q: Queryable, userId: string, network: string, now: Date) {
  await q.insert(signUpNetworks).values({ userId, network, createdAt: now });
}

/** The accounts that signed up from any of `networks` (one network's HMACs, one per accepted key) after `since`. */
export async function signUpsSince(q: Queryable, networks: string[], since: Date): Promise<string[]> {
  const rows = await q
    .select({ userId: signUpNetworks.userId })
    .from(signUpNetworks)
    .where(and(inArray(signUpNetworks.network, networks), gt(signUpNetworks.createdAt, since)));
  return rows.map((row) => row.userId);
}

/** The newest flag holding any of these accounts. */
export async function flagHolding(q: Queryable, userIds: string[]): Promise<string | undefined> {
  const [row] = await q
    .select({ id: networkFlags.id })
    .from(networkFlags)
    .innerJoin(networkFlagAccounts, eq(networkFlagAccounts.flagId, networkFlags.id))
    .where(inArray(networkFlagAccounts.userId, userIds))
    .orderBy(desc(networkFlags.createdAt))
    .limit(1);
  return row?.id;
}

export async function createFlag(q: Queryable, now: Date, establishedMembers: number): Promise<string> {
  const [row] = await q.insert(networkFlags).values({ createdAt: now, establishedMembers }).returning({ id: networkFlags.id });
  return row!.id;
}

/** A later sign-up of the burst brings the count of established members on its network up to date. */
export async function setEstablishedMembers(q: Queryable, flagId: string, establishedMembers: number) {
  await q.update(networkFlags).set({ establishedMembers }).where(eq(networkFlags.id, flagId));
}

/** When the account was made and whether its profile (if any) wears the badge: whether it is still new. */
export async function accountStanding(q: Queryable, userId: string) {
  const [row] = await q
    .select({ createdAt: users.createdAt, verifiedAt: profiles.verifiedAt })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row;
}

export async function addToFlag(q: Queryable, flagId: string, userIds: string[]) {
  await q.insert(networkFlagAccounts).values(userIds.map((userId) => ({ flagId, userId }))).onConflictDoNothing();
}

/** The system's audit entry for a new flag: the audit log is the moderators' feed. */
export async function auditFlag(q: Queryable, userId: string, accounts: number, now: Date) {
  await q.insert(auditLog).values({
    actorId: null,
    action: 'network.many_sign_ups' satisfies AuditAction,
    targetType: 'user',
    targetId: userId,
    details: { accounts },
    createdAt: now,
  });
}

export type FlagRow = Omit<NetworkFlag, 'createdAt'> & { createdAt: Date | string };

/** Flags raised after `since`, newest first, each with its newest `perFlag` accounts (name once they have a profile). */
export function recentFlags(q: Queryable, since: Date, limit: number, perFlag: number) {
  return queryRows<FlagRow>(q, sql`
    select f.id, f.created_at as "createdAt", f.established_members as "establishedMembers",
      (select count(*)::int from ${networkFlagAccounts} a where a.flag_id = f.id) as "accountCount",
      coalesce((
        select json_agg(json_build_object('id', x.id, 'name', x.name, 'createdAt', x.created_at) order by x.created_at desc, x.id desc)
        from (select u.id, p.name, u.created_at from ${networkFlagAccounts} a
              join ${users} u on u.id = a.user_id left join ${profiles} p on p.id = u.id
              where a.flag_id = f.id order by u.created_at desc, u.id desc limit ${perFlag}) x
      ), '[]'::json) as accounts
    from ${networkFlags} f where f.created_at > ${since.toISOString()}::timestamptz
    order by f.created_at desc limit ${limit}`);
}

/** Forgets the networks of sign-ups older than the window and the flags no longer shown. */
export async function prune(q: Queryable, networksBefore: Date, flagsBefore: Date) {
  const networks = await q.delete(signUpNetworks).where(lte(signUpNetworks.createdAt, networksBefore)).returning({ id: signUpNetworks.userId });
  const flags = await q.delete(networkFlags).where(lte(networkFlags.createdAt, flagsBefore)).returning({ id: networkFlags.id });
  return { networks: networks.length, flags: flags.length };
}
