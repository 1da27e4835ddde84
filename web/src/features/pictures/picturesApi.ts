import { picturesEndpoints as endpoints, picturesResponseSchema } from '@mithaq/contract/endpoints/pictures';
import type { Picture } from '@mithaq/contract/profiles';
import { callApi } from '../../lib/callApi';
import { parseOrThrow } from '../../lib/http';
import { sortPictures } from '../profiles/public';

// The member's own picture calls (the upload itself goes through uploadPicture, for its progress).

/** `{ pictures }`, the answer of every picture call (the upload's too), in their owner's order. */
export function parsePicturesResponse(body: unknown): Picture[] {
  return sortPictures(parseOrThrow(picturesResponseSchema, body).pictures);
}

export async function deletePicture(id: string): Promise<Picture[]> {
  return sortPictures((await callApi(endpoints.delete, { params: { id } })).pictures);
}

export async function reorderPictures(ids: string[]): Promise<Picture[]> {
  return sortPictures((await callApi(endpoints.reorder, { body: { ids } })).pictures);
}
