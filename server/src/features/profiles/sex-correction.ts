import { serverMessages } from '@mithaq/contract/errors';
import { otherSex, profileMessages } from '@mithaq/contract/profiles';
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
import { nextAllowedAt } from '../../platform/next-allowed';
import type { Platform } from '../../platform/platform';
import { profileExists } from './repo';
import * as repo from './sex-correction-repo';

/**
 * Issue 29: a member whose gender was entered by mistake asks the moderators to correct it from
 * Edit Profile, with a reason; the field stays read-only. One open request at a time; after a
 * decline, a new one 7 days later. The moderators' side (server/src/features/admin/sex-corrections.ts)
 * decides.
 */

type Deps = Pick<Platform, 'database' | 'clock' | 'bus'>;

function pendingOf(request: repo.SexCorrectionRow): NonNullable<SexCorrectionStatus['pending']> {
  return { requestedSex: request.requestedSex, reason: request.reason, askedAt: request.createdAt.toISOString() };
}

/** When the member may ask again after her last decline; null: now. */
async function availableAfter(q: Queryable, profileId: string, now: Date): Promise<Date | null> {
  return nextAllowedAt(await repo.lastDeclineOf(q, profileId), SEX_CORRECTION_RETRY_MS, now);
}

export async function sexCorrectionStatus(deps: Deps, auth: AuthContext): Promise<SexCorrectionStatus> {
  const db = deps.database.db;
  if (!(await profileExists(db, auth.userId))) throw notFound(profileMessages.notFound);
  const open = await repo.openRequestOf(db, auth.userId);
  if (open) return { pending: pendingOf(open), availableAt: null };
  return { pending: null, availableAt: (await availableAfter(db, auth.userId, deps.clock.now()))?.toISOString() ?? null };
}

/**
 * Asks for the other sex, with the member's reason: 409 while one is open, within 7 days of a
 * decline, or when the sex asked for is no longer the other one (a moderator corrected it since
 * her screen loaded: asking would undo the fix).
 */
export async function askSexCorrection(deps: Deps, auth: AuthContext, input: AskSexCorrection): Promise<SexCorrectionStatus> {
  const now = deps.clock.now();
  return inTransaction(deps, async (tx) => {
    const profile = await lockSexOf(tx, auth.userId);
    if (input.requestedSex !== otherSex(profile.sex)) throw conflict(sexCorrectionMessages.profileChanged);
    if (await repo.openRequestOf(tx, auth.userId)) throw conflict(sexCorrectionMessages.alreadyAsked);
    if (await availableAfter(tx, auth.userId, now)) throw conflict(sexCorrectionMessages.askAgainLater);
    const request = await repo.insertRequest(tx, { profileId: auth.userId, requestedSex: input.requestedSex, reason: input.reason, createdAt: now });
    return { pending: pendingOf(request), availableAt: null };
  });
}

/**
 * The member's sex and name, her profile row locked until the transaction ends (no profile: 404).
 * Asking, a moderator's direct correction (server/src/features/admin/corrections.ts) and deciding
 * a request all take this lock before touching any request row: one lock order, no deadlock.
 */
export async function lockSexOf(q: Queryable, profileId: string) {
  const profile = await repo.lockProfileSex(q, profileId);
  if (!profile) throw notFound(profileMessages.notFound);
  return profile;
}

/**
 * A request locked for a moderator's decision, its member's profile locked first (lockSexOf): it
 * is read unlocked to know whose profile, then locked and checked again (decided meanwhile: 409;
 * unknown: 404).
 */
export async function lockOpenSexCorrection(q: Queryable, requestId: string): Promise<repo.SexCorrectionRow> {
  const seen = await repo.findRequest(q, requestId);
  if (!seen) throw notFound(serverMessages.notFound);
  await lockSexOf(q, seen.profileId);
  const request = await repo.lockRequest(q, requestId);
  if (!request) throw notFound(serverMessages.notFound);
  if (request.status !== 'open') throw conflict(sexCorrectionMessages.notOpen);
  return request;
}

/** A moderator changed the member's sex: her open request, if any, closes as corrected (answered, for the audit). */
export function closeAsCorrected(q: Queryable, profileId: string, adminId: string, now: Date) {
  return repo.closeOpenRequest(q, profileId, { status: 'corrected', adminId, now });
}

/** A moderator declined the request (locked open by lockOpenSexCorrection). */
export function closeAsDeclined(q: Queryable, requestId: string, adminId: string, now: Date) {
  return repo.closeRequest(q, requestId, { status: 'declined', adminId, now });
}

const QUEUE_PAGE = 100;

/** The moderators' queue: open requests, oldest first. */
export async function openSexCorrections(q: Queryable): Promise<AdminSexCorrections> {
  const rows = await repo.openRequests(q, QUEUE_PAGE);
  return { requests: rows.map((row) => ({ ...row, askedAt: row.askedAt.toISOString() })) };
}

/** The member's requests for "Download my data". */
export async function sexCorrectionsForExport(q: Queryable, profileId: string) {
  const rows = await repo.requestsOf(q, profileId);
  return rows.map((row) => ({ ...row, askedAt: row.askedAt.toISOString(), decidedAt: row.decidedAt?.toISOString() ?? null }));
}
