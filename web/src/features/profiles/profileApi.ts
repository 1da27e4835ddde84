import type { IntentionsInput } from '@mithaq/contract/intentions';
import { ownProfileResponseSchema } from '@mithaq/contract/profiles';
import type { CreateProfileInput, OwnProfile, Picture, UpdateProfileInput } from '@mithaq/contract/profiles';
import { apiFetch } from '../../lib/api';
import { parseOrThrow } from '../../lib/http';

/** Pictures in the order their owner chose. */
export function sortPictures(pictures: readonly Picture[]): Picture[] {
  return [...pictures].sort((a, b) => a.position - b.position);
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

/** "Only verified members can like me and write to me" (PATCH /api/profiles/me/verified-contact-only). */
export async function setVerifiedContactOnly(verifiedContactOnly: boolean): Promise<OwnProfile> {
  return parseProfile(await apiFetch<unknown>('/api/profiles/me/verified-contact-only', { method: 'PATCH', json: { verifiedContactOnly } }));
}

/** "Show my photos only to my matches" (PUT /api/profiles/me/photo-privacy): holds for every viewer at once. */
export async function setPhotoPrivacy(photosPrivate: boolean): Promise<OwnProfile> {
  return parseProfile(await apiFetch<unknown>('/api/profiles/me/photo-privacy', { method: 'PUT', json: { photosPrivate } }));
}

/** The once-asked intentions dialog (PUT /api/profiles/me/intentions): answers, or none to skip; never asked again. */
export async function answerIntentions(input: IntentionsInput): Promise<OwnProfile> {
  return parseProfile(await apiFetch<unknown>('/api/profiles/me/intentions', { method: 'PUT', json: input }));
}
