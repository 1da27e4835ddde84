import { adminReviewEndpoints as endpoints } from '@mithaq/contract/endpoints/adminReview';
import type { ApproveVerification, RejectVerification, VerificationQueue } from '@mithaq/contract/verification';
import { callApi } from '../../lib/callApi';

/** The moderators' queue: pending selfies, oldest first. */
export async function fetchVerificationQueue(): Promise<VerificationQueue> {
  return callApi(endpoints.verificationQueue);
}

/** `shown`: the name and pictures the card showed, which the approval covers. */
export async function approveVerification(requestId: string, shown: ApproveVerification) {
  return (await callApi(endpoints.approveVerification, { params: { requestId }, body: shown })).status;
}

export async function rejectVerification(requestId: string, input: RejectVerification) {
  return (await callApi(endpoints.rejectVerification, { params: { requestId }, body: input })).status;
}

export async function revokeVerification(profileId: string, reason: string) {
  return (await callApi(endpoints.revokeVerification, { params: { profileId }, body: { reason } })).status;
}
