import { adminReviewEndpoints as endpoints } from '@mithaq/contract/endpoints/adminReview';
import type { PhotoFlagsResponse } from '@mithaq/contract/photoSafety';
import { callApi } from '../../lib/callApi';

/** The photos waiting for review: open photo flags, oldest first. */
export async function fetchPhotoFlags(): Promise<PhotoFlagsResponse> {
  return callApi(endpoints.photoFlags);
}

/** "Not the same / allowed": the held picture shows again. */
export async function allowPhotoFlag(flagId: string): Promise<void> {
  await callApi(endpoints.allowPhotoFlag, { params: { flagId } });
}

/**
 * "Remove picture": the flag's picture (or, given `pictureId`, the older account's) is deleted,
 * its hash kept as a known fake; with a fresh authenticator code.
 */
export async function removeFlaggedPicture(flagId: string, confirm: string, pictureId?: string): Promise<void> {
  await callApi(endpoints.removeFlaggedPicture, { params: { flagId }, body: { confirm, ...(pictureId && { pictureId }) } });
}
