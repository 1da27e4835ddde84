import { likesEndpoints } from '@mithaq/contract/endpoints/likes';
import { safetyEndpoints } from '@mithaq/contract/endpoints/safety';
import type { ReportInput } from '@mithaq/contract/reports';
import { callApi } from '../../../lib/callApi';
import type { ReportDetails, ReportPlace } from './useProfileActions';

// The calls behind the card's actions (like, pass, favorite, block, report), wherever a card is shown.

const target = (profileId: string) => ({ body: { profileId } });

/** Likes a profile; a non-null `matchId` means the like was mutual and made a match. */
export async function likeProfile(profileId: string): Promise<string | null> {
  return (await callApi(likesEndpoints.like, target(profileId))).matchId;
}

export async function passProfile(profileId: string): Promise<void> {
  await callApi(likesEndpoints.pass, target(profileId));
}

/** Adds to or removes from favorites; answers whether the profile is now a favorite. */
export async function toggleFavorite(profileId: string): Promise<boolean> {
  return (await callApi(likesEndpoints.toggleFavorite, target(profileId))).favorited;
}

export async function blockProfile(profileId: string): Promise<void> {
  await callApi(safetyEndpoints.block, target(profileId));
}

/** Reports (and so blocks) a profile; the free text is checked by the contract's rule first. */
export async function reportProfile(profileId: string, details: ReportDetails, place: ReportPlace): Promise<void> {
  const body: ReportInput = { profileId, category: details.category, ...(details.reason ? { reason: details.reason } : {}), ...place };
  await callApi(safetyEndpoints.report, { body });
}
