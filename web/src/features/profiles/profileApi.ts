import { profilesEndpoints as endpoints } from '@mithaq/contract/endpoints/profiles';
import type { IntentionsInput } from '@mithaq/contract/intentions';
import type { CreateProfileInput, OwnProfile, Picture, UpdateProfileInput } from '@mithaq/contract/profiles';
import { callApi } from '../../lib/callApi';

/** Pictures in the order their owner chose. */
export function sortPictures(pictures: readonly Picture[]): Picture[] {
  return [...pictures].sort((a, b) => a.position - b.position);
}

/** The own profile of an answer, its pictures in order. */
async function sorted(answer: Promise<{ profile: OwnProfile }>): Promise<OwnProfile> {
  const { profile } = await answer;
  return { ...profile, pictures: sortPictures(profile.pictures) };
}

export async function fetchOwnProfile(): Promise<OwnProfile> {
  return sorted(callApi(endpoints.own));
}

export async function createProfile(input: CreateProfileInput): Promise<OwnProfile> {
  return sorted(callApi(endpoints.create, { body: input }));
}

export async function updateProfile(input: UpdateProfileInput): Promise<OwnProfile> {
  return sorted(callApi(endpoints.update, { body: input }));
}

/** "Only verified members can like me and write to me" (PATCH /api/profiles/me/verified-contact-only). */
export async function setVerifiedContactOnly(verifiedContactOnly: boolean): Promise<OwnProfile> {
  return sorted(callApi(endpoints.verifiedContactOnly, { body: { verifiedContactOnly } }));
}

/** "Show my photos only to my matches" (PUT /api/profiles/me/photo-privacy): holds for every viewer at once. */
export async function setPhotoPrivacy(photosPrivate: boolean): Promise<OwnProfile> {
  return sorted(callApi(endpoints.photoPrivacy, { body: { photosPrivate } }));
}

/** The once-asked intentions dialog (PUT /api/profiles/me/intentions): answers, or none to skip; never asked again. */
export async function answerIntentions(input: IntentionsInput): Promise<OwnProfile> {
  return sorted(callApi(endpoints.intentions, { body: input }));
}
