import { limits } from '@mithaq/contract/constants';
import { cityName, countryName } from '@mithaq/contract/countries';
import { joinList } from '@mithaq/contract/languages';
import type { Picture, PublicProfile } from '@mithaq/contract/profiles';
import type { TFunction } from 'i18next';

/** Shown when a profile has no picture (spec §3: "placeholder picture when none"). */
export const PLACEHOLDER_PICTURE = '/placeholder-profile.svg';

/** Whatever part of a profile is known; missing or empty fields get the spec's defaults. */
export type ProfileLike = Partial<Omit<PublicProfile, 'pictures'>> & { pictures?: readonly Picture[] };

export interface FormattedProfile {
  name: string;
  sex: string;
  age: number | null;
  country: string;
  /** In the UI language's script where the city names say (contract/src/cityNames), else as stored. */
  city: string;
  /** 'city, country', both named in the UI language. */
  place: string;
  height: number;
  maritalStatus: string;
  occupation: string;
  verified: boolean;
  picture: string;
  hasPicture: boolean;
}

/**
 * A marital status in the UI language, agreeing with the person it describes where the language
 * needs it (French « Divorcée », Arabic «مطلّقة»: the translations' `_female` variants, by context).
 */
export function maritalStatusLabel(t: TFunction, status: PublicProfile['maritalStatus'], sex: PublicProfile['sex'] | undefined): string {
  return t(`profiles.maritalStatuses.${status}`, sex ? { context: sex } : {});
}

/** "city, country" for a city and an ISO country code, both in the UI language where known; empty when neither is known. */
export function formatPlace(city: string, countryCode: string, language: string): string {
  const country = countryCode ? countryName(countryCode, language) : '';
  return joinList([cityName(countryCode, city.trim(), language), country].filter(Boolean), language);
}

/**
 * The one profile formatter (spec §3 "Formatted profile defaults"): name 'Anonymous', sex
 * 'not specified', country and city 'Unknown', height 170, marital status 'Not specified', and a
 * placeholder picture when there is none.
 */
export function formatProfile(profile: ProfileLike, t: TFunction, language: string): FormattedProfile {
  const unknown = t('profiles.defaults.unknown');
  const country = profile.country ? countryName(profile.country, language) : unknown;
  const city = profile.city?.trim() ? cityName(profile.country ?? '', profile.city.trim(), language) : unknown;
  const first = profile.pictures?.[0];
  return {
    // An account anonymised by retention: whatever the row says, it is nobody any more.
    name: profile.former ? t('profiles.defaults.former') : profile.name?.trim() || t('profiles.defaults.name'),
    sex: profile.sex ? t(`profiles.sexes.${profile.sex}`) : t('profiles.defaults.sex'),
    age: profile.age ?? null,
    country,
    city,
    place: joinList([city, country], language),
    height: profile.height || limits.defaultHeightCm,
    maritalStatus: profile.maritalStatus ? maritalStatusLabel(t, profile.maritalStatus, profile.sex) : t('profiles.defaults.maritalStatus'),
    occupation: profile.occupation?.trim() ?? '',
    verified: profile.verified ?? false,
    picture: first?.url ?? PLACEHOLDER_PICTURE,
    hasPicture: first !== undefined,
  };
}
