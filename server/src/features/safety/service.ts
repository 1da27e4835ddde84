import { matchMessages } from '@mithaq/contract/matches';
import { ageOn, profileMessages } from '@mithaq/contract/profiles';
import { messageFlags, REPORT_SNAPSHOT_MESSAGES, type MyReport, type ReportSnapshot, type reportSchema } from '@mithaq/contract/reports';
import type { z } from 'zod';
import { notFound } from '../../errors';
import { inTransaction } from '../../platform/after-commit';
import type { Tx } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../../auth-context';
import { endMatchForBlock, lockPair } from '../matches/public';
import * as repo from './repo';

type Deps = Pick<Platform, 'database' | 'clock' | 'mediaUrls' | 'bus'>;

/**
 * The target a member may block or report: anyone they have a relationship with (a match, a
 * like or pass either way, their deck history), not only whom they can still see. A harasser
 * who switches sex, deactivates or blocks first stays within reach; a stranger is "not found".
 */
async function relatedTarget(tx: Tx, auth: AuthContext, targetId: string) {
  if (!(await repo.isRelatedTarget(tx, auth.userId, targetId))) throw notFound(profileMessages.notFound);
  await lockPair(tx, auth.userId, targetId);
}

/** Block: the two vanish from each other's lists and deck at once, and their active match ends. */
export async function block(deps: Deps, auth: AuthContext, targetId: string) {
  await inTransaction(deps, async (tx) => {
    await relatedTarget(tx, auth, targetId);
    const now = deps.clock.now();
    await repo.insertBlock(tx, auth.userId, targetId, now);
    await endMatchForBlock(tx, auth.userId, targetId, now);
  });
}

export type ReportBody = z.output<typeof reportSchema>;

/**
 * What the report keeps of what happened, read in its transaction: from a chat, its last
 * messages (both sides, with the shield's flags), the match being between these two or a 404;
 * from anywhere else, the reported profile as the reporter saw it.
 */
async function snapshotOf(deps: Pick<Platform, 'clock'>, tx: Tx, auth: AuthContext, targetId: string, body: ReportBody): Promise<ReportSnapshot | null> {
  if (body.context === 'chat') {
    const matchId = body.matchId && (await repo.matchBetween(tx, body.matchId, auth.userId, targetId));
    if (!matchId) throw notFound(matchMessages.notFound);
    const rows = await repo.lastMessages(tx, matchId, REPORT_SNAPSHOT_MESSAGES);
    return {
      kind: 'chat',
      matchId,
      messages: rows.map((row) => ({ ...row, flags: row.flags.filter(isMessageFlag), createdAt: row.createdAt.toISOString() })),
    };
  }
  const facts = await repo.profileFacts(tx, targetId);
  if (!facts) return null;
  const { birthday, ...profile } = facts;
  return { kind: 'profile', profile: { ...profile, age: ageOn(birthday, deps.clock.now()) } };
}

const isMessageFlag = (flag: string): flag is (typeof messageFlags)[number] => (messageFlags as readonly string[]).includes(flag);

/**
 * Report: recorded for the moderators with its category, free text and a snapshot of what
 * happened, and the reported profile is blocked too, their match ended (spec §4).
 */
export async function report(deps: Deps, auth: AuthContext, targetId: string, body: ReportBody) {
  await inTransaction(deps, async (tx) => {
    await relatedTarget(tx, auth, targetId);
    const snapshot = await snapshotOf(deps, tx, auth, targetId, body);
    const now = deps.clock.now();
    await repo.insertReport(tx, {
      reporterId: auth.userId,
      reportedId: targetId,
      category: body.category,
      reason: body.reason,
      context: body.context,
      matchId: body.context === 'chat' ? (body.matchId ?? null) : null,
      snapshot,
      createdAt: now,
    });
    await repo.insertBlock(tx, auth.userId, targetId, now);
    await endMatchForBlock(tx, auth.userId, targetId, now);
  });
}

/** The member's own reports: whom, which category, when, and whether a moderator has handled it (never how). */
export async function myReports(deps: Pick<Platform, 'database'>, auth: AuthContext): Promise<MyReport[]> {
  const rows = await repo.reportsBy(deps.database.db, auth.userId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    category: row.category,
    createdAt: row.createdAt.toISOString(),
    status: row.handledAt ? 'handled' : 'open',
  }));
}
