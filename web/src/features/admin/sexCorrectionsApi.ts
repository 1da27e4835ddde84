import { adminReviewEndpoints as endpoints } from '@mithaq/contract/endpoints/adminReview';
import type { AdminSexCorrections } from '@mithaq/contract/sexCorrection';
import { callApi } from '../../lib/callApi';

/** The members' open gender correction requests, oldest first. */
export async function fetchSexCorrections(): Promise<AdminSexCorrections> {
  return callApi(endpoints.sexCorrections);
}

/** Corrects the member's gender as asked (audited with the member's reason), or declines the request. */
export async function decideSexCorrection(requestId: string, decision: 'correct' | 'decline'): Promise<void> {
  await callApi(decision === 'correct' ? endpoints.correctRequested : endpoints.declineRequested, { params: { requestId } });
}
