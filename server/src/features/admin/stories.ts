import { serverMessages } from '@mithaq/contract/errors';
import { storyMessages, type AdminStories } from '@mithaq/contract/stories';
import type { AuthContext } from '../../auth-context';
import { conflict, notFound } from '../../errors';
import { inTransaction } from '../../platform/after-commit';
import type { Platform } from '../../platform/platform';
import { decideStory, lockStory, pendingStories } from '../stories/service';
import { audit } from './audit-service';

/**
 * The Stories tab: success stories both members agreed to, oldest first; a moderator approves one
 * for the landing page or rejects it (with an optional reason the couple reads in their chat).
 * Each decision commits with its audit entry.
 */

const REVIEW_PAGE = 50;

type Deps = Pick<Platform, 'database' | 'bus' | 'clock'>;

const iso = (value: Date | string) => new Date(value).toISOString();

export async function listStories(deps: Pick<Platform, 'database'>): Promise<AdminStories> {
  const rows = await pendingStories(deps.database.db, REVIEW_PAGE);
  return {
    stories: rows.map((row) => ({ matchId: row.matchId, body: row.body, signature: row.signature, submittedAt: iso(row.submittedAt), names: [row.name1, row.name2] })),
  };
}

/** Approves (`reason` null) or rejects a story waiting for review; a story that is not: 409, none: 404. */
export async function reviewStory(deps: Deps, admin: AuthContext, matchId: string, approved: boolean, reason: string | null) {
  await inTransaction(deps, async (tx) => {
    const story = await lockStory(tx, matchId);
    if (!story) throw notFound(serverMessages.notFound);
    if (story.status !== 'pending') throw conflict(storyMessages.notWaiting);
    await decideStory(tx, story, { approved, reason, adminId: admin.userId, now: deps.clock.now() });
    await audit(deps, tx, admin, approved ? 'story.approved' : 'story.rejected', { type: 'story', id: matchId }, approved ? undefined : { reason });
  });
  return { ok: true as const };
}
