import { photoFlagsResponseSchema, type PhotoFlagsResponse } from '@mithaq/contract/photoSafety';
import { apiFetch } from '../../lib/api';
import { parseOrThrow } from '../../lib/http';

/** The photos waiting for review: open photo flags, oldest first. */
export async function fetchPhotoFlags(): Promise<PhotoFlagsResponse> {
  return parseOrThrow(photoFlagsResponseSchema, await apiFetch<unknown>('/api/admin/photo-flags'));
}

/** "Not the same / allowed": the held picture shows again. */
export async function allowPhotoFlag(flagId: string): Promise<void> {
  await apiFetch<unknown>(`/api/admin/photo-flags/${flagId}/allow`, { method: 'POST' });
}

/**
 * "Remove picture": the flag's picture (or, given `pictureId`, the older account's) is deleted,
 * its hash kept as a known fake; with a fresh authenticator code.
 */
export async function removeFlaggedPicture(flagId: string, confirm: string, pictureId?: string): Promise<void> {
  await apiFetch<unknown>(`/api/admin/photo-flags/${flagId}/remove`, { method: 'POST', json: { confirm, ...(pictureId && { pictureId }) } });
}
