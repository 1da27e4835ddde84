import { geoEndpoints } from '@mithaq/contract/endpoints/discover';
import { geoMessages } from '@mithaq/contract/geo';
import type { Place } from '@mithaq/contract/geo';
import { callApi } from '../../lib/callApi';
import { detectPosition, LocationError } from './detectPosition';
import type { Coordinates } from './detectPosition';

/** Asks our server which city and country the coordinates fall in; they are sent once, never kept. */
export async function reverseGeocode(coords: Coordinates): Promise<Place> {
  try {
    // Any failure, an unexpected answer included, is the same "could not find the place".
    return await callApi(geoEndpoints.reverse, { body: coords });
  } catch {
    throw new LocationError(geoMessages.failed);
  }
}

/** The whole detection: device position → city and country. Always fails with a LocationError. */
export async function detectPlace(geolocation?: Geolocation): Promise<Place> {
  try {
    return await reverseGeocode(await detectPosition(geolocation));
  } catch (error) {
    throw error instanceof LocationError ? error : new LocationError(geoMessages.couldNotDetect);
  }
}
