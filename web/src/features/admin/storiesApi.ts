import { adminReviewEndpoints as endpoints } from '@mithaq/contract/endpoints/adminReview';
import type { AdminStories } from '@mithaq/contract/stories';
import { callApi } from '../../lib/callApi';

/** Success stories both members agreed to, waiting for review, oldest first. */
export async function fetchStoriesToReview(): Promise<AdminStories> {
  return callApi(endpoints.stories);
}

/** Approves a story for the landing page, or rejects it with an optional reason the couple reads. */
export async function reviewStory(matchId: string, decision: { approve: true } | { approve: false; reason: string }): Promise<void> {
  if (decision.approve) await callApi(endpoints.approveStory, { params: { matchId } });
  else await callApi(endpoints.rejectStory, { params: { matchId }, body: { reason: decision.reason } });
}
