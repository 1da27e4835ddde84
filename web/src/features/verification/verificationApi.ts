import {
  verificationStateResponseSchema,
  verificationTrySchema,
  type VerificationState,
  type VerificationTry,
} from '@mithaq/contract/verification';
import { apiFetch } from '../../lib/api';
import { parseOrThrow } from '../../lib/http';
import { uploadPictureFile } from '../pictures/public';

export async function fetchVerification(): Promise<VerificationState> {
  return parseOrThrow(verificationStateResponseSchema, await apiFetch<unknown>('/api/verification')).verification;
}

/** A new try: the server draws the pose and seals it into the challenge the selfie carries back. */
export async function startVerificationTry(): Promise<VerificationTry> {
  return parseOrThrow(verificationTrySchema, await apiFetch<unknown>('/api/verification/tries', { method: 'POST' }));
}

/** Sends the selfie (the picture upload's path: raw file, progress, one retry after a refresh). */
export async function sendSelfie(selfie: File, challenge: string): Promise<VerificationState> {
  const body = await uploadPictureFile(`/api/verification/selfie?challenge=${encodeURIComponent(challenge)}`, selfie);
  return parseOrThrow(verificationStateResponseSchema, body).verification;
}
