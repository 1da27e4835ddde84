import crypto from 'node:crypto';
import type { DeletedMemberEvidence } from '@mithaq/contract/admin';
import { retention } from '@mithaq/contract/constants';
import type { Queryable, Tx } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import { acceptedKeys } from '../../platform/secrets';
import * as repo from './repo';

type KeyDeps = { keys: Pick<Platform['keys'], 'evidenceEmail' | 'previous'> };

/**
 * The e-mail as evidence keeps it: HMAC-SHA256 of the trimmed, lower-cased address with a server
 * key. Not a plain SHA-256: addresses are guessable, so a leaked table of plain hashes would
 * give them back to anyone with a list of addresses; only this server can compute the HMAC.
 * (A new APP_SECRET stops older evidence from matching new sign-ups once APP_SECRET_PREVIOUS is
 * gone; the evidence itself stays.)
 */
export function emailHash(deps: KeyDeps, email: string, key: Buffer = deps.keys.evidenceEmail) {
  return crypto.createHmac('sha256', key).update(email.trim().toLowerCase()).digest('hex');
}

/**
 * Called inside the deletion's (or the anonymisation's) transaction, before the account goes.
 * The reports the member made about others stay for the moderators, from "Former member", for
 * the policy's retention: evidence against a harasser does not leave with the victim. When
 * anyone reported or blocked the member, keeps the profile, the messages exchanged with those
 * people and the e-mail's HMAC for the moderators, for the same retention, and points the
 * reports at it (they outlive the account). A member nobody reported or blocked leaves nothing
 * else behind.
 */
export async function keepEvidence(deps: KeyDeps & Pick<Platform, 'clock'>, tx: Tx, memberId: string) {
  await repo.keepReportsBy(tx, memberId, deps.clock.now());
  const { reportedBy, blockedBy, reported } = await repo.reportersAndBlockers(tx, memberId);
  if (!reported && blockedBy.length === 0) return;
  const snapshot = await repo.profileSnapshot(tx, memberId);
  if (!snapshot) return;
  const { email, ...profile } = snapshot;
  const rows = await repo.messagesWith(tx, memberId, [...new Set([...reportedBy, ...blockedBy])]);
  const now = deps.clock.now();
  const evidenceId = await repo.insertEvidence(tx, {
    formerProfileId: memberId,
    emailHash: emailHash(deps, email),
    profile: { ...profile, createdAt: profile.createdAt?.toISOString() ?? null },
    messages: rows.map((row) => ({
      matchId: row.matchId,
      otherProfileId: row.profile1Id === memberId ? row.profile2Id : row.profile1Id,
      fromDeletedMember: row.senderId === memberId,
      content: row.content,
      createdAt: row.createdAt.toISOString(),
    })),
    reportedBy,
    blockedBy,
    deletedAt: now,
    expiresAt: new Date(now.getTime() + retention.deletedMemberEvidenceMs),
  });
  await repo.attachReports(tx, memberId, evidenceId);
}

/**
 * A new account whose e-mail a deleted reported account had: linked to that evidence for the
 * moderators (the member's admin view shows it, the audit log says so). Returns how many
 * earlier accounts matched.
 */
export async function flagReturningMember(deps: KeyDeps & Pick<Platform, 'clock'>, tx: Tx, userId: string, email: string) {
  const now = deps.clock.now();
  const hashes = acceptedKeys(deps.keys, 'evidenceEmail').map((key) => emailHash(deps, email, key));
  const earlier = await repo.evidenceByEmail(tx, hashes, now);
  if (earlier.length === 0) return 0;
  await repo.insertReturning(tx, userId, earlier.map((row) => row.id), now);
  await repo.auditReturning(tx, userId, earlier.map((row) => row.formerProfileId), now);
  return earlier.length;
}

/**
 * A returning member's new profile is blocked again by everyone who had blocked or reported one
 * of their deleted accounts: deleting and signing up again is no way around a block.
 */
export async function restoreBlocks(deps: Pick<Platform, 'clock'>, tx: Tx, profileId: string) {
  await repo.carryBlocksOver(tx, profileId, deps.clock.now());
}

export function toEvidence(row: repo.EvidenceRow): DeletedMemberEvidence {
  return {
    id: row.id,
    formerProfileId: row.formerProfileId,
    profile: row.profile as DeletedMemberEvidence['profile'],
    messages: row.messages as DeletedMemberEvidence['messages'],
    reportedBy: row.reportedBy,
    blockedBy: row.blockedBy,
    deletedAt: row.deletedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The evidence of the deleted reported accounts this member had before, for the admin view. */
export async function evidenceOfReturningMember(q: Queryable, userId: string) {
  return (await repo.evidenceOfReturning(q, userId)).map(toEvidence);
}

/** The evidence behind reports of deleted members, by id (the admin report queue). */
export async function evidenceByIds(q: Queryable, ids: string[]) {
  return new Map((await repo.evidenceByIds(q, [...new Set(ids)])).map((row) => [row.id, toEvidence(row)]));
}

/**
 * The retention job: evidence past its time goes, with the reports and links that point at it,
 * and so do the reports of members who left that long ago. Answers how many of both.
 */
export async function purgeExpiredEvidence(deps: Pick<Platform, 'database' | 'clock' | 'logger'>) {
  const now = deps.clock.now();
  const purged = await repo.purgeExpiredEvidence(deps.database.db, now);
  const reports = await repo.purgeReportsOfLeftReporters(deps.database.db, new Date(now.getTime() - retention.deletedMemberEvidenceMs));
  if (purged + reports > 0) deps.logger.info({ purged, reports }, 'expired evidence of deleted members purged');
  return purged + reports;
}
