import { countryName } from '@mithaq/contract/countries';
import { geoMessages, type Place } from '@mithaq/contract/geo';
import { iso1A2Code } from '@rapideditor/country-coder';
import { DomainError } from '../../errors';
import { isKnownCity, nearestCity } from './cities';

/**
 * Coordinates → city and country, from bundled data only (no outside service). The
 * coordinates are used for this lookup and dropped: never stored, never logged.
 */
export function reverseGeocode(latitude: number, longitude: number): Place {
  const borderCountry = iso1A2Code([longitude, latitude]) ?? undefined;
  const city = nearestCity(latitude, longitude, borderCountry);
  const country = borderCountry ?? city?.country;
  if (!city || !country) throw new DomainError('NOT_FOUND', geoMessages.failed);
  return { country, countryName: countryName(country), city: city.name };
}

export { isKnownCity };
