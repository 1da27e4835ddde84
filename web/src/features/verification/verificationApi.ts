import { fillPath, queryString } from '@mithaq/contract/endpoints/define';
import { verificationEndpoints as endpoints } from '@mithaq/contract/endpoints/verification';
import { verificationStateResponseSchema, type VerificationState, type VerificationTry } from '@mithaq/contract/verification';
import { callApi } from '../../lib/callApi';
import { parseOrThrow } from '../../lib/http';
import { uploadPictureFile } from '../pictures/public';

export async function fetchVerification(): Promise<VerificationState> {
  return (await callApi(endpoints.state)).verification;
}

/** A new try: the server draws the pose and seals it into the challenge the selfie carries back. */
export async function startVerificationTry(): Promise<VerificationTry> {
  return callApi(endpoints.startTry);
}

/** Sends the selfie (the picture upload's path: raw file, progress, one retry after a refresh; the table's webCallsDirectly). */
export async function sendSelfie(selfie: File, challenge: string): Promise<VerificationState> {
  const body = await uploadPictureFile(fillPath(endpoints.selfie.path) + queryString({ challenge }), selfie);
  return parseOrThrow(verificationStateResponseSchema, body).verification;
}
