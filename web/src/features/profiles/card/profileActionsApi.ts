import { favoriteResponseSchema, likeResponseSchema } from '@mithaq/contract/discover';
import { apiFetch } from '../../../lib/api';
import { parseOrThrow } from '../../../lib/http';
import type { ReportInput } from '@mithaq/contract/reports';
import type { ReportDetails, ReportPlace } from './useProfileActions';

// The calls behind the card's actions (like, pass, favorite, block, report), wherever a card is shown.

const target = (profileId: string) => ({ method: 'POST', json: { profileId } });

/** Likes a profile; a non-null `matchId` means the like was mutual and made a match. */
export async function likeProfile(profileId: string): Promise<string | null> {
  return parseOrThrow(likeResponseSchema, await apiFetch<unknown>('/api/likes', target(profileId))).matchId;
}

export async function passProfile(profileId: string): Promise<void> {
  await apiFetch<unknown>('/api/passes', target(profileId));
}

/** Adds to or removes from favorites; answers whether the profile is now a favorite. */
export async function toggleFavorite(profileId: string): Promise<boolean> {
  return parseOrThrow(favoriteResponseSchema, await apiFetch<unknown>('/api/favorites/toggle', target(profileId))).favorited;
}

export async function blockProfile(profileId: string): Promise<void> {
  await apiFetch<unknown>('/api/blocks', target(profileId));
}

/** Reports (and so blocks) a profile; the free text is checked by the contract's rule first. */
export async function reportProfile(profileId: string, details: ReportDetails, place: ReportPlace): Promise<void> {
  const json: ReportInput = { profileId, category: details.category, ...(details.reason ? { reason: details.reason } : {}), ...place };
  await apiFetch<unknown>('/api/reports', { method: 'POST', json });
}
