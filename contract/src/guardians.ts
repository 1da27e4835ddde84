import { z } from 'zod';
import type { Language } from './languages';
import { emailOnlySchema } from './auth';
import { text, textWith } from './messages';

/**
 * Guardians (wali / chaperone, issue 16): a member invites up to two by e-mail; a guardian accepts
 * through a single-use link (no account) and then receives a weekly e-mail with the transcripts of
 * the member's chats, each with a link to stop. The other member of every chat is told first.
 */

export const guardianRelations = ['father', 'brother', 'uncle', 'grandfather', 'son', 'imam', 'other'] as const;
export type GuardianRelation = (typeof guardianRelations)[number];

/** Invited or active guardians a member may have at once. */
export const MAX_GUARDIANS = 2;
/** Invitations (sent or re-sent) per member per day, and to one address per day (from anyone). */
export const GUARDIAN_INVITES_PER_MEMBER_PER_DAY = 5;
export const GUARDIAN_INVITES_PER_ADDRESS_PER_DAY = 3;
/**
 * Invitations (sent or re-sent) one member may ever send: an invitation mails someone who is not
 * a member, so an account is no mail relay (issue 26). Two guardians and a few lost links fit.
 */
export const GUARDIAN_INVITES_PER_MEMBER_EVER = 10;

export const guardianStatuses = ['invited', 'active', 'revoked'] as const;
export type GuardianStatus = (typeof guardianStatuses)[number];

export const guardianMessages = {
  nameLength: text('guardians.nameLength'),
  relationInvalid: text('guardians.relationInvalid'),
  tooMany: () => textWith('guardians.tooMany', { max: MAX_GUARDIANS }),
  alreadyInvited: text('guardians.alreadyInvited'),
  ownAddress: text('guardians.ownAddress'),
  invitesPerDay: text('guardians.invitesPerDay'),
  addressPerDay: text('guardians.addressPerDay'),
  notFound: text('guardians.notFound'),
  notInvited: text('guardians.notInvited'),
  invalidInvite: text('guardians.invalidInvite'),
  inviteExpired: (name: string) => textWith('guardians.inviteExpired', { name }),
  invalidStopLink: text('guardians.invalidStopLink'),
  emailNotConfirmed: text('guardians.emailNotConfirmed'),
  accountTooNew: text('guardians.accountTooNew'),
  lifetimeCap: () => textWith('guardians.lifetimeCap', { max: GUARDIAN_INVITES_PER_MEMBER_EVER }),
  invitesPerNetwork: text('guardians.invitesPerNetwork'),
  addressSuppressed: text('guardians.addressSuppressed'),
} as const;

/** POST /api/guardians: invite one. */
export const inviteGuardianSchema = z.object({
  name: z.string().trim().min(1, guardianMessages.nameLength).max(50, guardianMessages.nameLength),
  relation: z.enum(guardianRelations, { error: guardianMessages.relationInvalid }),
  email: emailOnlySchema.shape.email,
});
export type InviteGuardian = z.infer<typeof inviteGuardianSchema>;

/** One guardian as their member sees them on the Account page. */
export const guardianViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  relation: z.enum(guardianRelations),
  email: z.string(),
  status: z.enum(guardianStatuses),
  /** An invitation whose link ran out: the member may send it again. */
  inviteExpired: z.boolean(),
  /**
   * Their address asked never to be e-mailed (the link in every mail to them), so no invitation or
   * transcript reaches them until they take it back. Live guardians only (false once revoked).
   */
  refusesEmail: z.boolean(),
  /** Who ended a revoked one: the member, or the guardian from an e-mail. */
  endedBy: z.enum(['member', 'guardian']).nullable(),
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type GuardianView = z.infer<typeof guardianViewSchema>;

/** Why the member cannot invite now, before they type: an unconfirmed e-mail, a new account, the lifetime cap. */
export const inviteBlocks = ['emailNotConfirmed', 'accountTooNew', 'lifetimeCap'] as const;
export type InviteBlock = (typeof inviteBlocks)[number];

/** Whether the member may invite (the form explains a refusal before the member types). */
export const guardianInviteStateSchema = z.object({
  blockedBy: z.enum(inviteBlocks).nullable(),
  /** With accountTooNew: from when inviting is possible (ISO). */
  availableAt: z.string().nullable(),
  /** Invitations (re-sends included) the member may still send, ever. */
  invitesLeft: z.number().int().min(0),
});
export type GuardianInviteState = z.infer<typeof guardianInviteStateSchema>;

/** GET /api/guardians: the member's guardians and whether they may invite another. */
export const guardianListSchema = z.object({ guardians: z.array(guardianViewSchema), invite: guardianInviteStateSchema });
export type GuardianList = z.infer<typeof guardianListSchema>;

/** What the other member of a chat is shown: "{name}'s guardian receives copies of this chat" (relation). */
export const guardianBannerSchema = z.object({ name: z.string(), relation: z.enum(guardianRelations) });
export type GuardianBanner = z.infer<typeof guardianBannerSchema>;

/** The guardian's public pages: the token of the mailed link. */
export const guardianTokenSchema = z.object({ token: z.string().min(10).max(200) });
/** GET /api/guardians/invite?token=…: whose invitation it is, before accepting. */
export const guardianInviteInfoSchema = z.object({ memberName: z.string(), guardianName: z.string() });
export type GuardianInviteInfo = z.infer<typeof guardianInviteInfoSchema>;
/** POST /api/guardians/accept and /stop: the member's name, for the confirmation. */
export const guardianAnswerSchema = z.object({ memberName: z.string() });

/** One message of a weekly transcript, and one conversation (a match) of it. */
export interface TranscriptLine {
  senderName: string;
  createdAt: Date;
  content: string;
}
export interface TranscriptConversation {
  partnerName: string;
  lines: TranscriptLine[];
}
export interface TranscriptDay {
  date: string;
  lines: { time: string; senderName: string; content: string }[];
}

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'Monday, 23 November 2026' in UTC (a mail has no time zone of its reader); Intl's long date in other languages. */
export function transcriptDate(date: Date, language: Language = 'en'): string {
  if (language !== 'en') {
    return new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  }
  return `${weekdays[date.getUTCDay()]}, ${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** 'h:mm a' in UTC: '3:05 PM' (the spec's chat times); Intl's short time in other languages. */
export function transcriptTime(date: Date, language: Language = 'en'): string {
  if (language !== 'en') {
    return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(date);
  }
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A conversation's lines grouped by UTC day, as the chat groups them (in the order given). */
export function transcriptDays(lines: TranscriptLine[], language: Language = 'en'): TranscriptDay[] {
  const days: TranscriptDay[] = [];
  for (const line of lines) {
    const date = transcriptDate(line.createdAt, language);
    if (days.at(-1)?.date !== date) days.push({ date, lines: [] });
    days.at(-1)!.lines.push({ time: transcriptTime(line.createdAt, language), senderName: line.senderName, content: line.content });
  }
  return days;
}
