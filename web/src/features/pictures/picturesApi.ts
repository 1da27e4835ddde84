import { pictureSchema, type Picture } from '@mithaq/contract/profiles';
import { apiFetch } from '../../lib/api';
import { parseOrThrow } from '../../lib/http';
import { sortPictures } from '../profiles/public';

// The member's own picture calls (the upload itself goes through uploadPicture, for its progress).

const pictureListSchema = pictureSchema.array();

/** `{ pictures }`, the answer of every picture call. */
export function parsePicturesResponse(body: unknown): Picture[] {
  const pictures = typeof body === 'object' && body !== null ? (body as { pictures?: unknown }).pictures : undefined;
  return sortPictures(parseOrThrow(pictureListSchema, pictures));
}

export async function deletePicture(id: string): Promise<Picture[]> {
  return parsePicturesResponse(
    await apiFetch<unknown>(`/api/profiles/me/pictures/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}

export async function reorderPictures(ids: string[]): Promise<Picture[]> {
  return parsePicturesResponse(await apiFetch<unknown>('/api/profiles/me/pictures/order', { method: 'PUT', json: { ids } }));
}
