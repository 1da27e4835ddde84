import { serverMessage } from '@mithaq/contract/messages';
import { marriageMessages } from '@mithaq/contract/marriage';
import { LANDING_STORIES, storyMessages, type PublicStories, type Story, type StoryResponse, type WriteStory } from '@mithaq/contract/stories';
import type { AuthContext } from '../../auth-context';
import { conflict } from '../../errors';
import { inTransaction } from '../../platform/after-commit';
import type { Queryable } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import { coupleMatchOf } from '../marriage/public';
import { announceMatch, findMatch, otherSide, type Side } from '../matches/public';
import { notify } from '../notifications/public';
import { findProfileRow } from '../profiles/public';
import * as repo from './repo';

/**
 * Success stories (issue 28). Only the two members of a confirmed marriage see or change their
 * story (anyone else: 404, from the match's participant check). Writing is the writer's
 * agreement; any change asks the other again and takes the story out of review or off the
 * landing page until both agree and a moderator approves it again. Withdrawing (either member,
 * any time; the other's "no" too) deletes it at once.
 */

type Deps = Pick<Platform, 'database' | 'bus' | 'clock'>;

const agreedOn = (row: repo.StoryRow, side: Side) => (side === 1 ? row.agreed1 : row.agreed2);
const agreement = (side: Side, mine: boolean, theirs: boolean) => (side === 1 ? { agreed1: mine, agreed2: theirs } : { agreed1: theirs, agreed2: mine });

const firstNameOf = async (q: Queryable, id: string) => (await findProfileRow(q, id))?.name.trim() ?? '';
const initialOf = (name: string) => (name ? `${Array.from(name)[0]!.toLocaleUpperCase()}.` : '');

/** "A. & M.": the initials of both first names, the viewer's first; never a whole name. */
async function defaultSignature(q: Queryable, userId: string, otherId: string) {
  const initials = [initialOf(await firstNameOf(q, userId)), initialOf(await firstNameOf(q, otherId))].filter(Boolean);
  return initials.join(' & ');
}

/** The story as one of the couple sees it (the chat, and their data export). */
function storyFor(row: repo.StoryRow, userId: string, side: Side): Story {
  return {
    body: row.body,
    signature: row.signature,
    writtenByMe: row.writtenBy === userId,
    agreedMine: agreedOn(row, side),
    agreedTheirs: agreedOn(row, otherSide(side)),
    status: row.status,
    rejectReason: row.status === 'rejected' ? row.rejectReason : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function responseFor(q: Queryable, userId: string, matchId: string): Promise<StoryResponse> {
  const { side, otherId, married } = await coupleMatchOf(q, userId, matchId, false);
  const row = married ? await repo.findStory(q, matchId) : undefined;
  return { story: row ? storyFor(row, userId, side) : null, mayWrite: married, defaultSignature: await defaultSignature(q, userId, otherId) };
}

/** The couple's story as the viewer sees it in the chat. */
export function storyOf(deps: Pick<Platform, 'database'>, auth: AuthContext, matchId: string) {
  return responseFor(deps.database.db, auth.userId, matchId);
}

/** The couple's match, locked; a marriage not (yet) confirmed: 409. */
async function lockedCouple(tx: Queryable, userId: string, matchId: string) {
  const couple = await coupleMatchOf(tx, userId, matchId, true);
  if (!couple.married) throw conflict(marriageMessages.notMarried);
  return couple;
}

/**
 * Writes or edits the story: the writer agrees, the other is asked (again) and notified. Saving
 * the same words changes nothing, so nobody's agreement is lost to a second click.
 */
export async function writeStory(deps: Deps, auth: AuthContext, matchId: string, input: WriteStory) {
  await inTransaction(deps, async (tx) => {
    const { match, side, otherId } = await lockedCouple(tx, auth.userId, matchId);
    const now = deps.clock.now();
    const signature = input.signature || (await defaultSignature(tx, auth.userId, otherId));
    const row = await repo.findStory(tx, matchId);
    if (row && row.body === input.body && row.signature === signature) return;
    await repo.saveStory(
      tx,
      matchId,
      {
        body: input.body,
        signature,
        writtenBy: auth.userId,
        ...agreement(side, true, false),
        status: 'draft',
        submittedAt: null,
        decidedAt: null,
        decidedBy: null,
        rejectReason: null,
        updatedAt: now,
      },
      now,
    );
    const name = await firstNameOf(tx, auth.userId);
    await notify(tx, { userId: otherId, type: 'match', senderId: auth.userId, message: serverMessage('stories.wroteStory', { name }), referenceId: matchId, now });
    announceMatch(tx, matchId, [match.profile1Id, match.profile2Id]);
  });
  return storyOf(deps, auth, matchId);
}

/** The member agrees to share the story as it is; with both agreements it goes to the moderators. */
export async function agreeToStory(deps: Deps, auth: AuthContext, matchId: string) {
  await inTransaction(deps, async (tx) => {
    const { match, side } = await lockedCouple(tx, auth.userId, matchId);
    const row = await repo.findStory(tx, matchId);
    if (!row) throw conflict(storyMessages.nothingToConsent);
    if (agreedOn(row, side)) return;
    const now = deps.clock.now();
    const both = agreedOn(row, otherSide(side));
    await repo.updateStory(tx, matchId, { ...agreement(side, true, both), ...(both && { status: 'pending', submittedAt: now }), updatedAt: now });
    announceMatch(tx, matchId, [match.profile1Id, match.profile2Id]);
  });
  return storyOf(deps, auth, matchId);
}

/** Withdraws (or declines) the story: deleted for both, off the landing page and the queue at once. */
export async function withdrawStory(deps: Deps, auth: AuthContext, matchId: string) {
  await inTransaction(deps, async (tx) => {
    const { match } = await coupleMatchOf(tx, auth.userId, matchId, true);
    if (!(await repo.findStory(tx, matchId))) return;
    await repo.deleteStory(tx, matchId);
    announceMatch(tx, matchId, [match.profile1Id, match.profile2Id]);
  });
  return storyOf(deps, auth, matchId);
}

/** The landing page's stories (no sign-in): approved ones, newest first, signature and month only; a suspended member's couple's are left out. */
export async function publicStories(deps: Pick<Platform, 'database'>): Promise<PublicStories> {
  const rows = await repo.approvedStories(deps.database.db, LANDING_STORIES);
  return { stories: rows.map((row) => ({ body: row.body, signature: row.signature, approvedMonth: new Date(row.decidedAt).toISOString().slice(0, 7) })) };
}

// For the admin feature's Stories tab (admin/stories.ts writes the audit entry beside each decision).

export const storiesInStatus = (q: Queryable, status: 'pending' | 'approved', limit: number) => repo.storiesInStatus(q, status, limit);
export const lockStory = (q: Queryable, matchId: string) => repo.lockStory(q, matchId);
export type StoryRow = repo.StoryRow;

/** A moderator's decision on a pending story (or a take-down of an approved one), in the caller's transaction; the couple's chats refresh. */
export async function decideStory(tx: Queryable, story: repo.StoryRow, decision: { approved: boolean; reason: string | null; adminId: string; now: Date }) {
  await repo.updateStory(tx, story.matchId, {
    status: decision.approved ? 'approved' : 'rejected',
    decidedAt: decision.now,
    decidedBy: decision.adminId,
    rejectReason: decision.approved ? null : decision.reason,
  });
  const match = await findMatch(tx, story.matchId);
  if (match) announceMatch(tx, match.id, [match.profile1Id, match.profile2Id]);
}

/** The member's stories for "Download my data" (docs/DATA-EXPORT.md). */
export async function storiesForExport(q: Queryable, profileId: string) {
  const rows = await repo.storiesOf(q, profileId);
  return rows.map(({ story, profile1Id }) => ({
    ...storyFor(story, profileId, profile1Id === profileId ? 1 : 2),
    writtenAt: story.createdAt.toISOString(),
    decidedAt: story.decidedAt?.toISOString() ?? null,
  }));
}
