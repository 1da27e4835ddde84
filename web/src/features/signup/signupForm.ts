import { limits } from '@mithaq/contract/constants';
import { noIntentions, parseIntentions, type Intentions } from '@mithaq/contract/intentions';
import { maritalStatuses, sexes } from '@mithaq/contract/profiles';
import type { PublicProfile } from '@mithaq/contract/profiles';
import { SIGNUP_FORM_KEY, SIGNUP_FORM_OWNER_KEY } from '../../lib/userStorage';

/**
 * The wizard's form data, saved in session storage under `signup_form_data` (spec §3). Picked
 * picture files are never part of it: they stay in memory (see selectedPictures).
 */
export interface SignupFormData {
  name: string;
  sex: PublicProfile['sex'];
  location: { country: string; city: string };
  /** 'YYYY-MM-DD' once chosen, else ''. */
  birthday: string;
  age: number;
  aboutMe: string;
  education: string;
  occupation: string;
  nationality: string[];
  height: number;
  maritalStatus: PublicProfile['maritalStatus'];
  /** Issue 28's optional answers, asked at the details step (null: not stated). */
  intentions: Intentions;
  /** Spec §3 keeps this list; uploads happen only at the end, so nothing is stored in it. */
  pictures: string[];
  locationDetected: boolean;
  /** Ours, chosen at the picture step: "Show my photos only to my matches". */
  photosPrivate: boolean;
}

export const DEFAULT_SIGNUP_FORM: SignupFormData = {
  name: '',
  sex: 'male',
  location: { country: '', city: '' },
  birthday: '',
  age: 0,
  aboutMe: '',
  education: '',
  occupation: '',
  nationality: [],
  height: limits.defaultHeightCm,
  maritalStatus: 'Never Married',
  intentions: noIntentions,
  pictures: [],
  locationDetected: false,
  photosPrivate: false,
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;
const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);
const wholeNumber = (value: unknown, fallback: number) => (Number.isInteger(value) ? (value as number) : fallback);

/** Whatever was stored, field by field; anything missing or malformed gets its default. */
export function parseSignupForm(raw: unknown): SignupFormData {
  if (!isRecord(raw)) return DEFAULT_SIGNUP_FORM;
  const d = DEFAULT_SIGNUP_FORM;
  const location = isRecord(raw.location) ? raw.location : {};
  return {
    name: text(raw.name, d.name),
    sex: oneOf(sexes, raw.sex, d.sex),
    location: { country: text(location.country, ''), city: text(location.city, '') },
    birthday: text(raw.birthday, d.birthday),
    age: wholeNumber(raw.age, d.age),
    aboutMe: text(raw.aboutMe, d.aboutMe),
    education: text(raw.education, d.education),
    occupation: text(raw.occupation, d.occupation),
    nationality: strings(raw.nationality),
    height: wholeNumber(raw.height, d.height),
    maritalStatus: oneOf(maritalStatuses, raw.maritalStatus, d.maritalStatus),
    intentions: parseIntentions(raw.intentions),
    pictures: strings(raw.pictures),
    locationDetected: raw.locationDetected === true,
    photosPrivate: raw.photosPrivate === true,
  };
}

/** Exactly the form's fields, so nothing else (never a file) can slip into storage. */
function storable(data: SignupFormData): SignupFormData {
  return parseSignupForm(data);
}

/** The saved form if it belongs to `userId`; a form left by another user is dropped. */
export function loadSignupForm(userId: string): SignupFormData {
  try {
    const owner = sessionStorage.getItem(SIGNUP_FORM_OWNER_KEY);
    const raw = sessionStorage.getItem(SIGNUP_FORM_KEY);
    if (owner !== userId || !raw) return DEFAULT_SIGNUP_FORM;
    return parseSignupForm(JSON.parse(raw));
  } catch {
    return DEFAULT_SIGNUP_FORM;
  }
}

/** Throws when storage refuses (full, disabled): the caller says so. */
export function storeSignupForm(userId: string, data: SignupFormData): void {
  sessionStorage.setItem(SIGNUP_FORM_OWNER_KEY, userId);
  sessionStorage.setItem(SIGNUP_FORM_KEY, JSON.stringify(storable(data)));
}

export function removeSignupForm(): void {
  sessionStorage.removeItem(SIGNUP_FORM_KEY);
  sessionStorage.removeItem(SIGNUP_FORM_OWNER_KEY);
}
