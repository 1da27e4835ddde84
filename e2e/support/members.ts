import crypto from 'node:crypto';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { signInThroughUi, uniqueEmail } from './accounts';

const headers = { 'X-Requested-With': 'mithaq' };
/** Every member's password (sign-in through the UI uses it). */
export const password = 'e2e-deck-walks-at-dusk';

export interface Place {
  country: string;
  city: string;
}

export interface Member {
  id: string;
  name: string;
  email: string;
  accessToken: string;
}

interface MemberOptions {
  name: string;
  sex: 'male' | 'female';
  place: Place;
  height?: number;
  /** Issue 28's optional answers, as the wizard's details step sends them. */
  intentions?: Record<string, string>;
}

type Pair = readonly [mobile: Place, desktop: Place];

/**
 * Small, rarely used countries, one pair (mobile, desktop) per entry, so the profiles of parallel
 * tests (both projects run against the same server, tests in parallel) never show up in each
 * other's decks. A test that opens a deck has an entry of its own; tests that never look at a
 * deck may share one. Every spec takes its places from here, and no country appears twice.
 */
const PLACES = {
  match: [{ country: 'IS', city: 'Reykjavík' }, { country: 'MT', city: 'Valletta' }],
  liked: [{ country: 'LU', city: 'Luxembourg' }, { country: 'MC', city: 'Monaco' }],
  filters: [{ country: 'EE', city: 'Tallinn' }, { country: 'LV', city: 'Riga' }],
  chat: [{ country: 'LI', city: 'Vaduz' }, { country: 'AD', city: 'Andorra la Vella' }],
  unmatch: [{ country: 'SM', city: 'San Marino' }, { country: 'BT', city: 'Thimphu' }],
  pwa: [{ country: 'BN', city: 'Bandar Seri Begawan' }, { country: 'QA', city: 'Doha' }],
  verification: [{ country: 'BH', city: 'Manama' }, { country: 'CY', city: 'Nicosia' }],
  photoPrivacy: [{ country: 'MV', city: 'Male' }, { country: 'KW', city: 'Kuwait City' }],
  dataExport: [{ country: 'KM', city: 'Moroni' }, { country: 'ST', city: 'São Tomé' }],
  account: [{ country: 'SC', city: 'Victoria' }, { country: 'MU', city: 'Port Louis' }],
  languageAccount: [{ country: 'OM', city: 'Muscat' }, { country: 'JO', city: 'Amman' }],
  languageDeck: [{ country: 'GW', city: 'Bissau' }, { country: 'SR', city: 'Paramaribo' }],
  firstPaint: [{ country: 'FJ', city: 'Suva' }, { country: 'WS', city: 'Apia' }],
  returning: [{ country: 'GD', city: "Saint George's" }, { country: 'AG', city: 'Saint John’s' }],
  guardians: [{ country: 'GY', city: 'Georgetown' }, { country: 'ER', city: 'Asmara' }],
  admin: [{ country: 'BB', city: 'Bridgetown' }, { country: 'LC', city: 'Castries' }],
  adminAxe: [{ country: 'TO', city: 'Neiafu' }, { country: 'VU', city: 'Luganville' }],
  keyboard: [{ country: 'MH', city: 'Majuro' }, { country: 'SB', city: 'Honiara' }],
  deckAxeEn: [{ country: 'TV', city: 'Funafuti' }, { country: 'PW', city: 'Ngerulmud' }],
  deckAxeAr: [{ country: 'NR', city: 'Yaren' }, { country: 'KI', city: 'Tarawa' }],
  accountAxeEn: [{ country: 'DM', city: 'Roseau' }, { country: 'VC', city: 'Kingstown' }],
  accountAxeAr: [{ country: 'KN', city: 'Basseterre' }, { country: 'CV', city: 'Praia' }],
  reports: [{ country: 'PG', city: 'Port Moresby' }, { country: 'TL', city: 'Dili' }],
  photoSafety: [{ country: 'LS', city: 'Maseru' }, { country: 'SZ', city: 'Mbabane' }],
  intentions: [{ country: 'NE', city: 'Niamey' }, { country: 'BI', city: 'Gitega' }],
  replyOrRelease: [{ country: 'DJ', city: 'Djibouti' }, { country: 'BZ', city: 'Belmopan' }],
  likedFree: [{ country: 'LR', city: 'Monrovia' }, { country: 'TG', city: 'Lomé' }],
  married: [{ country: 'TD', city: "N'Djamena" }, { country: 'GM', city: 'Banjul' }],
  matchQuestion: [{ country: 'MR', city: 'Nouakchott' }, { country: 'GQ', city: 'Malabo' }],
  stories: [{ country: 'CF', city: 'Bangui' }, { country: 'SS', city: 'Juba' }],
  signInLink: [{ country: 'SL', city: 'Freetown' }, { country: 'GA', city: 'Libreville' }],
  carouselEn: [{ country: 'BW', city: 'Gaborone' }, { country: 'MW', city: 'Lilongwe' }],
  carouselAr: [{ country: 'NA', city: 'Windhoek' }, { country: 'ZM', city: 'Lusaka' }],
  profileLive: [{ country: 'MZ', city: 'Maputo' }, { country: 'AO', city: 'Luanda' }],
  genderCorrection: [{ country: 'ZW', city: 'Harare' }, { country: 'RW', city: 'Kigali' }],
} satisfies Record<string, Pair>;

export type PlaceKey = keyof typeof PLACES;

// Checked as the specs load: a repeated country would mix two tests' decks again.
const countries = Object.values(PLACES).flatMap((pair) => pair.map((place) => place.country));
const repeated = countries.filter((country, index) => countries.indexOf(country) !== index);
if (repeated.length > 0) throw new Error(`e2e PLACES use these countries twice: ${repeated.join(', ')}`);

export function placeFor(key: PlaceKey, testInfo: TestInfo): Place {
  return PLACES[key][testInfo.project.name === 'mobile' ? 0 : 1];
}

/** Signs up through the API and creates the profile straight away (the wizard has its own tests). */
export async function createMember(request: APIRequestContext, { name, sex, place, height = 170, intentions }: MemberOptions): Promise<Member> {
  const email = uniqueEmail(name.toLowerCase());
  const signUp = await request.post('/api/auth/sign-up', { data: { email, password }, headers });
  expect(signUp.ok()).toBe(true);
  const { session } = (await signUp.json()) as { session: { accessToken: string } | null };
  expect(session, 'sign-up should start a session (no e-mail confirmation in e2e)').not.toBeNull();
  const accessToken = session!.accessToken;

  const created = await request.post('/api/profiles', {
    headers: { ...headers, Authorization: `Bearer ${accessToken}` },
    data: {
      name,
      sex,
      birthday: '1995-05-05',
      location: place,
      aboutMe: `Hello, I am ${name}.`,
      education: '',
      occupation: '',
      nationality: [place.country],
      height,
      maritalStatus: 'Never Married',
      intentions,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { profile } = (await created.json()) as { profile: { id: string } };
  return { id: profile.id, name, email, accessToken };
}

const bearer = (member: Member) => ({ ...headers, Authorization: `Bearer ${member.accessToken}` });

/**
 * Has `from` shown `to` as the app would (a like needs the profile shown first): their Liked
 * list when `to` liked them, else their deck in `to`'s country, page by page until `to` comes.
 */
async function showThroughApi(request: APIRequestContext, from: Member, to: Member) {
  const read = async <T>(path: string, member: Member) => {
    const response = await request.get(path, { headers: bearer(member) });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as T;
  };
  const lists = await read<{ likedMe: { profile: { id: string } }[] }>('/api/likes', from);
  if (lists.likedMe.some((card) => card.profile.id === to.id)) return;
  const { profile } = await read<{ profile: { country: string } }>('/api/profiles/me', to);
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: '10', countries: profile.country, minAge: '18', maxAge: '100', minHeight: '130', maxHeight: '200' });
    if (cursor) query.set('cursor', cursor);
    const page: { profiles: { id: string }[]; nextCursor: string | null } = await read(`/api/discover?${query.toString()}`, from);
    if (page.profiles.some((card) => card.id === to.id)) return;
    cursor = page.nextCursor;
  } while (cursor);
  throw new Error(`${to.name} never came in ${from.name}'s deck`);
}

/** `from` likes `to` through the API (after being shown them); answers the match id when the like was mutual. */
export async function likeThroughApi(request: APIRequestContext, from: Member, to: Member): Promise<string | null> {
  await showThroughApi(request, from, to);
  const response = await request.post('/api/likes', {
    headers: { ...headers, Authorization: `Bearer ${from.accessToken}` },
    data: { profileId: to.id },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { matchId: string | null }).matchId;
}

/**
 * Makes the member's Discover deck show only `place` (saved filters), unless filters are saved
 * already (so filters changed in the test survive a reload).
 */
export async function onlyPlaceInDeck(page: Page, member: Member, place: Place) {
  const stored = { owner: member.id, filters: { ageRange: [18, 80], heightRange: [130, 200], countries: [place.country] } };
  await page.addInitScript((value) => {
    if (!localStorage.getItem('mithaq_discover_filters')) localStorage.setItem('mithaq_discover_filters', value);
  }, JSON.stringify(stored));
}

/** Signs the browser in as `member` through /auth; they land on Discover. */
export async function signInAs(page: Page, member: Member) {
  await page.goto('/auth');
  await signInThroughUi(page, member.email, password);
  await expect(page).toHaveURL(/\/app\/profiles$/);
}

/** The Discover card of `name` (its heading is 'name, age'). */
export const cardOf = (page: Page, name: string) => page.getByRole('heading', { level: 2, name: new RegExp(`^${name}, \\d+$`) });

/** Two members who liked each other through the API: their match id. */
export async function matchThroughApi(request: APIRequestContext, a: Member, b: Member): Promise<string> {
  await likeThroughApi(request, a, b);
  const matchId = await likeThroughApi(request, b, a);
  expect(matchId, 'the second like should make a match').not.toBeNull();
  return matchId!;
}

/** Uploads a picture for the member through the API (Edit Profile saves only with one); answers the member's pictures, main first. */
export async function uploadPicture(request: APIRequestContext, member: Member, bytes: Buffer) {
  const uploaded = await request.post('/api/profiles/me/pictures', {
    headers: { ...bearer(member), 'Content-Type': 'image/jpeg', 'X-File-Name': 'photo.jpg' },
    data: bytes,
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const { pictures } = (await uploaded.json()) as { pictures: { id: string; thumbUrl: string }[] };
  return pictures;
}

/** Pays to unlock through the API (express unlocks at once). */
export async function payThroughApi(request: APIRequestContext, member: Member, matchId: string, express = false) {
  const response = await request.post(`/api/matches/${matchId}/pay`, {
    headers: { ...headers, Authorization: `Bearer ${member.accessToken}`, 'Idempotency-Key': crypto.randomUUID() },
    data: { express },
  });
  expect(response.ok()).toBe(true);
}
