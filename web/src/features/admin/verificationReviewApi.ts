import {
  verificationDecisionResponseSchema,
  type ApproveVerification,
  verificationQueueSchema,
  type RejectVerification,
  type VerificationQueue,
} from '@mithaq/contract/verification';
import { apiFetch } from '../../lib/api';
import { parseOrThrow } from '../../lib/http';

/** The moderators' queue: pending selfies, oldest first. */
export async function fetchVerificationQueue(): Promise<VerificationQueue> {
  return parseOrThrow(verificationQueueSchema, await apiFetch<unknown>('/api/admin/verification'));
}

/** `shown`: the name and pictures the card showed, which the approval covers. */
export async function approveVerification(requestId: string, shown: ApproveVerification) {
  const body = await apiFetch<unknown>(`/api/admin/verification/${requestId}/approve`, { method: 'POST', json: shown });
  return parseOrThrow(verificationDecisionResponseSchema, body).status;
}

export async function rejectVerification(requestId: string, input: RejectVerification) {
  const body = await apiFetch<unknown>(`/api/admin/verification/${requestId}/reject`, { method: 'POST', json: input });
  return parseOrThrow(verificationDecisionResponseSchema, body).status;
}

export async function revokeVerification(profileId: string, reason: string) {
  const body = await apiFetch<unknown>(`/api/admin/profiles/${profileId}/verification/revoke`, { method: 'POST', json: { reason } });
  return parseOrThrow(verificationDecisionResponseSchema, body).status;
}
