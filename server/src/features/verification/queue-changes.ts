import type { Picture } from '@mithaq/contract/profiles';
import type { VerificationChange } from '@mithaq/contract/verification';
import type { Platform } from '../../platform/platform';
import { badgeChangeOf } from './coverage';
import * as repo from './repo';

type QueueRow = Awaited<ReturnType<typeof repo.pendingQueue>>[number];

/**
 * What the moderator is shown of each re-review on the page: when the approval was given and for
 * which name, the current pictures it did not cover, and the covered ones gone since (with the
 * thumbnail kept when the member deleted it; a URL only this moderator can load).
 */
export async function reReviewChanges(
  deps: Pick<Platform, 'database' | 'mediaUrls'>,
  moderatorId: string,
  rows: QueueRow[],
  pictures: Map<string, Picture[]>,
): Promise<Map<string, VerificationChange>> {
  const { db } = deps.database;
  const reReviews = rows.filter((row) => badgeChangeOf(row));
  const approvals = new Map((await repo.approvalsByIds(db, reReviews.flatMap((row) => row.followsId ?? []))).map((a) => [a.id, a]));
  const kept = await repo.keptPicturesOf(db, reReviews.map((row) => row.id));
  const changes = new Map<string, VerificationChange>();
  for (const row of reReviews) {
    const approval = row.followsId ? approvals.get(row.followsId) : undefined;
    const covered = approval?.coveredPictureIds ?? [];
    const current = (pictures.get(row.profileId) ?? []).map((picture) => picture.id);
    const thumbOf = (id: string) => kept.find((thumb) => thumb.requestId === row.id && thumb.pictureId === id)?.thumbPath;
    changes.set(row.id, {
      approvedAt: approval?.reviewedAt?.toISOString() ?? null,
      previousName: approval?.coveredName ?? null,
      addedPictureIds: current.filter((id) => !covered.includes(id)),
      removed: covered
        .filter((id) => !current.includes(id))
        .map((id) => {
          const thumb = thumbOf(id);
          return { id, thumbUrl: thumb ? deps.mediaUrls.sign(thumb, moderatorId) : null };
        }),
      selfieKept: row.sentAt === null,
    });
  }
  return changes;
}
