import crypto from 'node:crypto';
import { guardianEmailsIn } from '@mithaq/contract/emails';
import {
  GUARDIAN_INVITES_PER_ADDRESS_PER_DAY,
  GUARDIAN_INVITES_PER_MEMBER_EVER,
  GUARDIAN_INVITES_PER_MEMBER_PER_DAY,
  guardianMessages,
  guardianRelations,
  MAX_GUARDIANS,
  type GuardianBanner,
  type GuardianInviteState,
  type GuardianList,
  type GuardianRelation,
  type GuardianView,
  type InviteBlock,
  type InviteGuardian,
} from '@mithaq/contract/guardians';
import { serverMessage } from '@mithaq/contract/messages';
import { clientPaths } from '@mithaq/contract/routes';
import type { AuthContext } from '../../auth-context';
import { conflict, DomainError, forbidden, invalid, notFound } from '../../errors';
import { inTransaction } from '../../platform/after-commit';
import type { Queryable } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import { clientKey } from '../../platform/rate-limit';
import { hashToken, randomToken } from '../../platform/random-tokens';
import { acceptedKeys } from '../../platform/secrets';
import { textsForMember } from '../language/public';
import { hasOptedOut, isSuppressed, mailNonMember } from '../mail-suppression/public';
import * as repo from './repo';

type Deps = Pick<Platform, 'database' | 'clock' | 'bus' | 'config' | 'rateLimiter' | 'keys'>;

const DAY = 24 * 60 * 60 * 1000;
/** As long as the other one-time links of its kind (auth's oneTimeTokenLifetimeMs.guardian_invite). */
export const GUARDIAN_INVITE_LIFETIME_MS = 7 * DAY;
/** The Account page lists the live guardians and the latest ended ones. */
const LIST_LIMIT = 10;

const relationOf = (value: string | null): GuardianRelation =>
  (guardianRelations as readonly string[]).includes(value ?? '') ? (value as GuardianRelation) : 'other';

/** `refusesEmail`: the guardian's address opted out of all mail (only the list checks it; an invitation just sent was mailed). */
function toView(row: repo.GuardianRow, now: Date, refusesEmail = false): GuardianView {
  return {
    id: row.id,
    name: row.name,
    relation: relationOf(row.relationship),
    email: row.email,
    status: row.status,
    inviteExpired: row.status === 'invited' && (row.inviteExpiresAt === null || row.inviteExpiresAt <= now),
    refusesEmail,
    endedBy: row.endedBy === 'member' || row.endedBy === 'guardian' ? row.endedBy : null,
    invitedAt: row.createdAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/**
 * Whether the member may invite now. An invitation mails someone who is not a member, so an
 * account is no mail relay (issue 26): its e-mail confirmed, some days old (configured), and
 * at most GUARDIAN_INVITES_PER_MEMBER_EVER invitations ever, re-sends included.
 */
function inviteState(deps: Pick<Platform, 'config'>, member: repo.Inviter, sentEver: number, now: Date): GuardianInviteState {
  const invitesLeft = Math.max(0, GUARDIAN_INVITES_PER_MEMBER_EVER - sentEver);
  const state = (blockedBy: InviteBlock | null, availableAt: Date | null = null) => ({ blockedBy, availableAt: availableAt?.toISOString() ?? null, invitesLeft });
  if (!member.confirmedAt) return state('emailNotConfirmed');
  const minAgeDays = deps.config.guardianInviteMinAccountAgeDays;
  const availableAt = new Date(member.createdAt.getTime() + minAgeDays * DAY);
  // 0 turns the rule off (e2e, whose accounts are seconds old).
  if (minAgeDays > 0 && availableAt > now) return state('accountTooNew', availableAt);
  return state(invitesLeft === 0 ? 'lifetimeCap' : null);
}

const inviteRefusals: Record<InviteBlock, () => DomainError> = {
  emailNotConfirmed: () => forbidden(guardianMessages.emailNotConfirmed),
  accountTooNew: () => forbidden(guardianMessages.accountTooNew),
  lifetimeCap: () => forbidden(serverMessage('guardians.lifetimeCap', { max: GUARDIAN_INVITES_PER_MEMBER_EVER })),
};

/** Refuses, with its own message, a member who may not invite now (inside the transaction holding the member's lock). */
async function assertMayInvite(deps: Deps, q: Queryable, memberId: string, member: repo.Inviter, now: Date) {
  const { blockedBy } = inviteState(deps, member, await repo.invitesSentBy(q, memberId), now);
  if (blockedBy) throw inviteRefusals[blockedBy]();
}

/**
 * The Account page's card: the guardians, and whether (or from when) the member may invite another.
 * A live guardian whose address opted out of all mail is shown so (issue 26): no transcript reaches
 * them. At most MAX_GUARDIANS are live, so one HMAC and lookup per row is cheap.
 */
export async function listGuardians(deps: Deps, auth: AuthContext): Promise<GuardianList> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const rows = await repo.guardiansOf(db, auth.userId, LIST_LIMIT);
  const member = await repo.inviter(db, auth.userId);
  if (!member) throw notFound(guardianMessages.notFound);
  const guardians: GuardianView[] = [];
  for (const row of rows) guardians.push(toView(row, now, row.status !== 'revoked' && (await hasOptedOut(deps, db, row.email))));
  return { guardians, invite: inviteState(deps, member, await repo.invitesSentBy(db, auth.userId), now) };
}

/**
 * Per member, per address and per client network (an IPv6 /64 as one), counted for every try that
 * passes the member's own checks, whether it is then sent or refused because the address opted out
 * (assertMailable comes after): a refusal costs what a send costs, so nobody learns for free which
 * addresses asked never to be mailed by Mithaq (issue 26's review).
 */
async function checkInviteRate(deps: Deps, memberId: string, email: string, ip: string) {
  const byMember = await deps.rateLimiter.hit(`guardian-invite:member:${memberId}`, GUARDIAN_INVITES_PER_MEMBER_PER_DAY, DAY);
  if (!byMember.allowed) throw new DomainError('RATE_LIMITED', guardianMessages.invitesPerDay);
  const byAddress = await deps.rateLimiter.hit(`guardian-invite:to:${email.toLowerCase()}`, GUARDIAN_INVITES_PER_ADDRESS_PER_DAY, DAY);
  if (!byAddress.allowed) throw new DomainError('RATE_LIMITED', guardianMessages.addressPerDay);
  const byNetwork = await deps.rateLimiter.hit(`guardian-invite:ip:${clientKey(ip)}`, deps.config.rateLimits.guardianInvitesPerIp, DAY);
  if (!byNetwork.allowed) throw new DomainError('RATE_LIMITED', guardianMessages.invitesPerNetwork);
}

/** After the limits (checkInviteRate): an address that asked never to be mailed is told to the member. */
async function assertMailable(deps: Deps, q: Queryable, email: string, now: Date) {
  if (await isSuppressed(deps, q, email, now)) throw invalid(guardianMessages.addressSuppressed);
}

/** A fresh single-use link: its token is stored only as a hash; the plain one goes in the mail, which counts towards the lifetime cap. */
async function mailInvite(deps: Deps, q: Queryable, guardian: repo.GuardianRow, memberName: string, now: Date) {
  const token = randomToken();
  const row = await repo.updateGuardian(q, guardian.id, {
    inviteTokenHash: hashToken(token),
    inviteExpiresAt: new Date(now.getTime() + GUARDIAN_INVITE_LIFETIME_MS),
    invitesSent: guardian.invitesSent + 1,
  });
  const link = `${deps.config.publicUrl}${clientPaths.guardianAccept}?token=${encodeURIComponent(token)}`;
  // The guardian has no account: the mail speaks the member's language (the family's, most likely).
  const texts = (await textsForMember(q, guardian.profileId)).email;
  const mail = { to: guardian.email, ...guardianEmailsIn(texts).invite(guardian.name, memberName, link) };
  if (!(await mailNonMember(deps, q, texts, mail, now))) throw invalid(guardianMessages.addressSuppressed);
  return row;
}

/** Invites a guardian: at most 2 invited or active, never twice the same address, never the member's own. */
export async function invite(deps: Deps, auth: AuthContext, input: InviteGuardian, ip: string): Promise<GuardianView> {
  const now = deps.clock.now();
  return inTransaction(deps, async (tx) => {
    const member = await repo.lockMember(tx, auth.userId);
    if (!member) throw notFound(guardianMessages.notFound);
    await assertMayInvite(deps, tx, auth.userId, member, now);
    if (member.email.toLowerCase() === input.email.toLowerCase()) throw invalid(guardianMessages.ownAddress);
    const live = await repo.liveGuardiansOf(tx, auth.userId);
    if (live.some((row) => row.email.toLowerCase() === input.email.toLowerCase())) throw conflict(guardianMessages.alreadyInvited);
    if (live.length >= MAX_GUARDIANS) throw invalid(serverMessage('guardians.tooMany', { max: MAX_GUARDIANS }));
    await checkInviteRate(deps, auth.userId, input.email, ip);
    await assertMailable(deps, tx, input.email, now);
    const row = await repo.insertGuardian(tx, {
      profileId: auth.userId,
      email: input.email,
      name: input.name,
      relationship: input.relation,
      createdAt: now,
      invitesSent: 0,
    });
    return toView(await mailInvite(deps, tx, row, member.name, now), now);
  });
}

/** Sends an invitation again (a lost or expired link): the older link stops working. */
export async function resend(deps: Deps, auth: AuthContext, id: string, ip: string): Promise<GuardianView> {
  const now = deps.clock.now();
  return inTransaction(deps, async (tx) => {
    const member = await repo.lockMember(tx, auth.userId);
    const row = await repo.findOwned(tx, auth.userId, id);
    if (!member || !row) throw notFound(guardianMessages.notFound);
    if (row.status !== 'invited') throw conflict(guardianMessages.notInvited);
    await assertMayInvite(deps, tx, auth.userId, member, now);
    await checkInviteRate(deps, auth.userId, row.email, ip);
    await assertMailable(deps, tx, row.email, now);
    return toView(await mailInvite(deps, tx, row, member.name, now), now);
  });
}

/** The member ends it at any time: the links stop working and no transcript goes out any more. */
export async function revoke(deps: Deps, auth: AuthContext, id: string): Promise<GuardianView> {
  const now = deps.clock.now();
  return inTransaction(deps, async (tx) => {
    const row = await repo.findOwned(tx, auth.userId, id);
    if (!row) throw notFound(guardianMessages.notFound);
    if (row.status === 'revoked') return toView(row, now);
    const ended = await repo.updateGuardian(tx, id, {
      status: 'revoked',
      revokedAt: now,
      endedBy: 'member',
      inviteTokenHash: null,
      inviteExpiresAt: null,
      stopTokenHash: null,
    });
    return toView(ended, now);
  });
}

/**
 * The "stop receiving these" token of a guardian's e-mails: the same in every weekly e-mail, so
 * any of them stops it, yet never stored (only its hash): an HMAC of the guardian and the moment
 * they accepted, under the one-time-token key.
 */
export function stopToken(deps: Pick<Platform, 'keys'>, guardianId: string, acceptedAt: Date, key: Buffer = deps.keys.oneTimeToken) {
  return crypto.createHmac('sha256', key).update(`guardian-stop:${guardianId}:${acceptedAt.getTime()}`).digest('base64url');
}

/**
 * The stop token for a guardian's next e-mail: the one whose hash is stored. After an APP_SECRET
 * rotation that is the previous secret's while it is still accepted, so the links of the earlier
 * e-mails keep working; once only the current secret is known, the stored hash moves to its token.
 */
export async function stopTokenForMail(
  deps: Pick<Platform, 'keys'>,
  q: Queryable,
  guardian: { id: string; acceptedAt: Date; stopTokenHash: string | null },
) {
  const tokens = acceptedKeys(deps.keys, 'oneTimeToken').map((key) => stopToken(deps, guardian.id, guardian.acceptedAt, key));
  const stored = tokens.find((token) => hashToken(token) === guardian.stopTokenHash);
  if (stored) return stored;
  const current = tokens[0]!;
  await repo.updateGuardian(q, guardian.id, { stopTokenHash: hashToken(current) });
  return current;
}

/** The invitation a link names, before the guardian accepts (the page says whose it is). */
export async function inviteInfo(deps: Deps, token: string) {
  return inTransaction(deps, async (tx) => {
    const found = await usableInvite(tx, token, deps.clock.now());
    return { memberName: found.memberName, guardianName: found.guardian.name };
  });
}

async function usableInvite(q: Queryable, token: string, now: Date) {
  const found = await repo.findByInviteToken(q, hashToken(token));
  if (!found) throw notFound(guardianMessages.invalidInvite);
  if (!found.guardian.inviteExpiresAt || found.guardian.inviteExpiresAt <= now) throw invalid(serverMessage('guardians.inviteExpired', { name: found.memberName }));
  return found;
}

/** The guardian accepts (no account): active from now, the link spent, a stop link made for the e-mails. */
export async function accept(deps: Deps, token: string) {
  const now = deps.clock.now();
  return inTransaction(deps, async (tx) => {
    const found = await usableInvite(tx, token, now);
    await repo.updateGuardian(tx, found.guardian.id, {
      status: 'active',
      acceptedAt: now,
      inviteTokenHash: null,
      inviteExpiresAt: null,
      stopTokenHash: hashToken(stopToken(deps, found.guardian.id, now)),
    });
    return { memberName: found.memberName };
  });
}

/** "Stop receiving these" from a transcript e-mail: the guardian ends it. Using the link again says the same. */
export async function stop(deps: Deps, token: string) {
  const now = deps.clock.now();
  return inTransaction(deps, async (tx) => {
    const found = await repo.findByStopToken(tx, hashToken(token));
    if (!found) throw notFound(guardianMessages.invalidStopLink);
    if (found.guardian.status === 'active') {
      await repo.updateGuardian(tx, found.guardian.id, { status: 'revoked', revokedAt: now, endedBy: 'guardian' });
    }
    return { memberName: found.memberName };
  });
}

/**
 * The banners of the other members' active guardians, by member. With `shown` the viewer is about
 * to see them (the chat screen: the payment card, or above the messages), and that is recorded:
 * the viewer's consent, their messages count for a transcript only from then on.
 */
export async function bannersFor(deps: Pick<Platform, 'clock'>, q: Queryable, viewerId: string, otherIds: string[], shown: boolean) {
  const rows = await repo.activeGuardiansOfMany(q, otherIds);
  if (shown) await repo.recordNotices(q, viewerId, rows.map((row) => row.id), deps.clock.now());
  const banners = new Map<string, GuardianBanner[]>();
  for (const row of rows) {
    banners.set(row.profileId, [...(banners.get(row.profileId) ?? []), { name: row.memberName, relation: relationOf(row.relation) }]);
  }
  return banners;
}
