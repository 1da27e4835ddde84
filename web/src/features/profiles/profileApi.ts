import { ownProfileResponseSchema, pictureSchema } from '@mithaq/contract/profiles';
import type { CreateProfileInput, OwnProfile, Picture, UpdateProfileInput } from '@mithaq/contract/profiles';
import { apiFetch } from '../../lib/api';
import { parseOrThrow } from '../../lib/http';

const pictureListSchema = pictureSchema.array();

/** Pictures in the order their owner chose. */
export function sortPictures(pictures: readonly Picture[]): Picture[] {
  return [...pictures].sort((a, b) => a.position - b.position);
}

/** `{ pictures }`, the answer of every picture call. */
export function parsePicturesResponse(body: unknown): Picture[] {
  const pictures = typeof body === 'object' && body !== null ? (body as { pictures?: unknown }).pictures : undefined;
  return sortPictures(parseOrThrow(pictureListSchema, pictures));
}

function parseProfile(body: unknown): OwnProfile {
  const { profile } = parseOrThrow(ownProfileResponseSchema, body);
  return { ...profile, pictures: sortPictures(profile.pictures) };
}

export async function fetchOwnProfile(): Promise<OwnProfile> {
  return parseProfile(await apiFetch<unknown>('/api/profiles/me'));
}

export async function createProfile(input: CreateProfileInput): Promise<OwnProfile> {
  return parseProfile(await apiFetch<unknown>('/api/profiles', { method: 'POST', json: input }));
}

export async function updateProfile(input: UpdateProfileInput): Promise<OwnProfile> {
  return parseProfile(await apiFetch<unknown>('/api/profiles/me', { method: 'PUT', json: input }));
}

export async function deletePicture(id: string): Promise<Picture[]> {
  return parsePicturesResponse(
    await apiFetch<unknown>(`/api/profiles/me/pictures/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}

export async function reorderPictures(ids: string[]): Promise<Picture[]> {
  return parsePicturesResponse(await apiFetch<unknown>('/api/profiles/me/pictures/order', { method: 'PUT', json: { ids } }));
}
