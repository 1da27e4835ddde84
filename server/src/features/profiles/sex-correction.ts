import { profileMessages, type Sex } from '@mithaq/contract/profiles';
import {
  SEX_CORRECTION_RETRY_MS,
  sexCorrectionMessages,
  type AdminSexCorrections,
  type AskSexCorrection,
  type SexCorrectionStatus,
} from '@mithaq/contract/sexCorrection';
import type { AuthContext } from '../../auth-context';
import { conflict, notFound } from '../../errors';
import { inTransaction } from '../../platform/after-commit';
import type { Queryable } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import * as repo from './sex-correction-repo';
import { findProfileRow } from './service';

/**
 * Issue 29: a member whose gender was entered by mistake asks the moderators to correct it from
 * Edit Profile, with a reason; the field stays read-only. One open request at a time; after a
 * decline, a new one 7 days later. The moderators' side (admin/sex-corrections.ts) decides.
 */

type Deps = Pick<Platform, 'database' | 'clock' | 'bus'>;

const otherSex = (sex: Sex): Sex => (sex === 'male' ? 'female' : 'male');

/** When a member declined at `declinedAt` may ask again; null: now. */
function availableAfter(declinedAt: Date | undefined, now: Date): Date | null {
  const next = declinedAt ? new Date(declinedAt.getTime() + SEX_CORRECTION_RETRY_MS) : null;
  return next && next > now ? next : null;
}

async function statusIn(q: Queryable, profileId: string, now: Date): Promise<SexCorrectionStatus> {
  const open = await repo.openRequestOf(q, profileId);
  const available = open ? null : availableAfter(await repo.lastDeclineOf(q, profileId), now);
  return {
    pending: open ? { requestedSex: open.requestedSex, reason: open.reason, askedAt: open.createdAt.toISOString() } : null,
    availableAt: available?.toISOString() ?? null,
  };
}

export async function sexCorrectionStatus(deps: Deps, auth: AuthContext): Promise<SexCorrectionStatus> {
  const db = deps.database.db;
  if (!(await findProfileRow(db, auth.userId))) throw notFound(profileMessages.notFound);
  return statusIn(db, auth.userId, deps.clock.now());
}

/** Asks for the other sex, with the member's reason: 409 while one is open or within 7 days of a decline. */
export async function askSexCorrection(deps: Deps, auth: AuthContext, input: AskSexCorrection): Promise<SexCorrectionStatus> {
  const now = deps.clock.now();
  return inTransaction(deps, async (tx) => {
    const profile = await repo.lockProfileSex(tx, auth.userId);
    if (!profile) throw notFound(profileMessages.notFound);
    if (await repo.openRequestOf(tx, auth.userId)) throw conflict(sexCorrectionMessages.alreadyAsked);
    if (availableAfter(await repo.lastDeclineOf(tx, auth.userId), now)) throw conflict(sexCorrectionMessages.askAgainLater);
    await repo.insertRequest(tx, { profileId: auth.userId, requestedSex: otherSex(profile.sex), reason: input.reason, createdAt: now });
    return statusIn(tx, auth.userId, now);
  });
}

const QUEUE_PAGE = 100;

/** The moderators' queue: open requests, oldest first. */
export async function openSexCorrections(q: Queryable): Promise<AdminSexCorrections> {
  const rows = await repo.openRequests(q, QUEUE_PAGE);
  return { requests: rows.map((row) => ({ ...row, askedAt: new Date(row.askedAt).toISOString() })) };
}

/** A request locked for a moderator's decision (the admin side checks it is still open). */
export const lockSexCorrection = repo.lockRequest;

/** Closes the member's open request as decided (none open: undefined), in the caller's transaction. */
export const closeSexCorrection = repo.closeOpenRequest;

/** The member's requests for "Download my data". */
export async function sexCorrectionsForExport(q: Queryable, profileId: string) {
  const rows = await repo.requestsOf(q, profileId);
  return rows.map((row) => ({ ...row, askedAt: row.askedAt.toISOString(), decidedAt: row.decidedAt?.toISOString() ?? null }));
}
