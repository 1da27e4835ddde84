import { geoMessages, placeSchema } from '@mithaq/contract/geo';
import type { Place } from '@mithaq/contract/geo';
import { apiFetch } from '../../lib/api';
import { detectPosition, LocationError } from './detectPosition';
import type { Coordinates } from './detectPosition';

/** Asks our server which city and country the coordinates fall in; they are sent once, never kept. */
export async function reverseGeocode(coords: Coordinates): Promise<Place> {
  let body: unknown;
  try {
    body = await apiFetch<unknown>('/api/geo/reverse', { method: 'POST', json: coords });
  } catch {
    throw new LocationError(geoMessages.failed);
  }
  const parsed = placeSchema.safeParse(body);
  if (!parsed.success) throw new LocationError(geoMessages.failed);
  return parsed.data;
}

/** The whole detection: device position → city and country. Always fails with a LocationError. */
export async function detectPlace(geolocation?: Geolocation): Promise<Place> {
  try {
    return await reverseGeocode(await detectPosition(geolocation));
  } catch (error) {
    throw error instanceof LocationError ? error : new LocationError(geoMessages.couldNotDetect);
  }
}
