import { serverMessages } from '@mithaq/contract/errors';
import { storyMessages, type AdminStories } from '@mithaq/contract/stories';
import type { AuthContext } from '../../auth-context';
import { conflict, notFound } from '../../errors';
import { inTransaction } from '../../platform/after-commit';
import type { Platform } from '../../platform/platform';
import { decideStory, lockStory, storiesInStatus } from '../stories/public';
import { audit } from './audit-service';

/**
 * The Stories tab: success stories both members agreed to, oldest first; a moderator approves one
 * for the landing page or rejects it (with an optional reason the couple reads in their chat).
 * Below them, the approved ones: a story that should not have been (or no longer should be) on
 * the landing page is taken down the same way, as a rejection. Each decision commits with its
 * audit entry.
 */

const REVIEW_PAGE = 50;

type Deps = Pick<Platform, 'database' | 'bus' | 'clock'>;

const iso = (value: Date | string) => new Date(value).toISOString();

export async function listStories(deps: Pick<Platform, 'database'>): Promise<AdminStories> {
  const { db } = deps.database;
  const listed = [
    ...(await storiesInStatus(db, 'pending', REVIEW_PAGE)).map((row) => ({ row, status: 'pending' as const })),
    ...(await storiesInStatus(db, 'approved', REVIEW_PAGE)).map((row) => ({ row, status: 'approved' as const })),
  ];
  return {
    stories: listed.map(({ row, status }) => ({
      matchId: row.matchId,
      status,
      body: row.body,
      signature: row.signature,
      submittedAt: iso(row.submittedAt),
      names: [row.name1, row.name2],
    })),
  };
}

/**
 * Approves (`reason` null) or rejects a story waiting for review, or takes an approved one down
 * (a rejection: the couple read the reason); anything else: 409, none: 404.
 */
export async function reviewStory(deps: Deps, admin: AuthContext, matchId: string, approved: boolean, reason: string | null) {
  await inTransaction(deps, async (tx) => {
    const story = await lockStory(tx, matchId);
    if (!story) throw notFound(serverMessages.notFound);
    const takeDown = !approved && story.status === 'approved';
    if (story.status !== 'pending' && !takeDown) throw conflict(storyMessages.notWaiting);
    await decideStory(tx, story, { approved, reason, adminId: admin.userId, now: deps.clock.now() });
    const action = approved ? 'story.approved' : takeDown ? 'story.taken_down' : 'story.rejected';
    await audit(deps, tx, admin, action, { type: 'story', id: matchId }, approved ? undefined : { reason });
  });
  return { ok: true as const };
}
