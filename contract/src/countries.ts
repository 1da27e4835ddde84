// The package's plain entry: its Node entry registers all ~80 of its languages (about 9 MB of a
// server at rest) where the server needs English and the web adds its own language.
import countries from 'i18n-iso-countries/index.js';
import en from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(en);

/** Adds a language's country names (the web loads them with the language; English is built in). */
export function registerCountryNames(locale: Parameters<typeof countries.registerLocale>[0]): void {
  countries.registerLocale(locale);
}

/**
 * The nationality list (spec: "about 195 countries and territories"): the 193 UN member
 * states, the two observer states, and Kosovo, Taiwan and Hong Kong. Stored as ISO 3166-1
 * alpha-2 codes; names are looked up per language, so Arabic or Urdu need only a locale.
 */
export const nationalityCodes = [
  'AF', 'AL', 'DZ', 'AD', 'AO', 'AG', 'AR', 'AM', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ',
  'BT', 'BO', 'BA', 'BW', 'BR', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'CF', 'TD', 'CL', 'CN', 'CO', 'KM',
  'CG', 'CD', 'CR', 'CI', 'HR', 'CU', 'CY', 'CZ', 'DK', 'DJ', 'DM', 'DO', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ',
  'ET', 'FJ', 'FI', 'FR', 'GA', 'GM', 'GE', 'DE', 'GH', 'GR', 'GD', 'GT', 'GN', 'GW', 'GY', 'HT', 'HN', 'HU', 'IS',
  'IN', 'ID', 'IR', 'IQ', 'IE', 'IL', 'IT', 'JM', 'JP', 'JO', 'KZ', 'KE', 'KI', 'KP', 'KR', 'KW', 'KG', 'LA', 'LV',
  'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MR', 'MU', 'MX', 'FM', 'MD',
  'MC', 'MN', 'ME', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NZ', 'NI', 'NE', 'NG', 'MK', 'NO', 'OM', 'PK', 'PW',
  'PA', 'PG', 'PY', 'PE', 'PH', 'PL', 'PT', 'QA', 'RO', 'RU', 'RW', 'KN', 'LC', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN',
  'RS', 'SC', 'SL', 'SG', 'SK', 'SI', 'SB', 'SO', 'ZA', 'SS', 'ES', 'LK', 'SD', 'SR', 'SE', 'CH', 'SY', 'TJ', 'TZ',
  'TH', 'TL', 'TG', 'TO', 'TT', 'TN', 'TR', 'TM', 'TV', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VE', 'VN',
  'YE', 'ZM', 'ZW', 'PS', 'VA', 'XK', 'TW', 'HK',
] as const;

const nationalitySet = new Set<string>(nationalityCodes);
export const isNationalityCode = (code: string) => nationalitySet.has(code);

/** Any ISO country or territory a detected location may fall in. */
export const isCountryCode = (code: string) => countries.isValid(code);

/** The country's name in the given language ('en' bundled; others once registered), else in English. */
export function countryName(code: string, language = 'en'): string {
  return countries.getName(code, language) ?? countries.getName(code, 'en') ?? code;
}

/** Codes of the countries whose name in `language` contains `text`, any case (search by country name). */
export function countryCodesNamed(text: string, language = 'en'): string[] {
  const needle = text.trim().toLocaleLowerCase(language);
  if (!needle) return [];
  return Object.entries(countries.getNames(language))
    .filter(([, name]) => name.toLocaleLowerCase(language).includes(needle))
    .map(([code]) => code);
}

/** Nationality options sorted by their name in `language`. */
export function nationalityOptions(language = 'en'): { code: string; name: string }[] {
  return nationalityCodes
    .map((code) => ({ code, name: countryName(code, language) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/** A language's city names, "<country>:<stored name>" → the name (contract/src/cityNames/<lang>.json). */
export type CityNames = Record<string, string>;
const cityNames = new Map<string, CityNames>();

/** Adds a language's city names (the web loads them with the language, beside its country names). */
export function registerCityNames(language: string, names: CityNames): void {
  cityNames.set(language, names);
}

/**
 * The city in the given language and script where the data names it (scripts/make-city-names.mjs),
 * else as stored. The stored name stays the GeoNames one: it is what the server checks and keeps.
 */
export function cityName(countryCode: string, city: string, language: string): string {
  return cityNames.get(language)?.[`${countryCode}:${city}`] ?? city;
}
