import { adminStoriesSchema, type AdminStories } from '@mithaq/contract/stories';
import { apiFetch } from '../../lib/api';
import { parseOrThrow } from '../../lib/http';

/** Success stories both members agreed to, waiting for review, oldest first. */
export async function fetchStoriesToReview(): Promise<AdminStories> {
  return parseOrThrow(adminStoriesSchema, await apiFetch<unknown>('/api/admin/stories'));
}

/** Approves a story for the landing page, or rejects it with an optional reason the couple reads. */
export async function reviewStory(matchId: string, decision: { approve: true } | { approve: false; reason: string }): Promise<void> {
  const path = `/api/admin/stories/${matchId}/${decision.approve ? 'approve' : 'reject'}`;
  await apiFetch<unknown>(path, { method: 'POST', json: decision.approve ? {} : { reason: decision.reason } });
}
