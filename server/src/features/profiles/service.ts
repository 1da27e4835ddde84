import {
  ageOn,
  birthdayProblem,
  pictureMessages,
  profileMessages,
  type CreateProfileInput,
  type OwnProfile,
  type Picture,
  type PublicProfile,
  type UpdateProfileInput,
} from '@mithaq/contract/profiles';
import { inactivity } from '@mithaq/contract/constants';
import { geoMessages } from '@mithaq/contract/geo';
import { noIntentions, type Intentions, type IntentionsInput } from '@mithaq/contract/intentions';
import { conflict, invalid, notFound } from '../../errors';
import { afterCommit, inTransaction } from '../../platform/after-commit';
import type { Queryable } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../../auth-context';
import { isKnownCity } from '../geo/public';
import { ensureBlurredRenditions, picturesOf, type ProfileChangeHook } from '../pictures/public';
import { restoreBlocks } from '../evidence/public';
import { grantWelcomeTokens } from '../tokens/public';
import type { PublicProfileRow } from './public-columns';
import * as repo from './repo';

type Deps = Pick<Platform, 'database' | 'clock' | 'mediaUrls'>;
type CreateDeps = Deps & Pick<Platform, 'bus'>;

/** A row's stated answers (null: not stated). */
export function intentionsOf(row: Intentions): Intentions {
  return {
    marryWithin: row.marryWithin,
    relocate: row.relocate,
    hasChildren: row.hasChildren,
    wantsChildren: row.wantsChildren,
    prayer: row.prayer,
    polygyny: row.polygyny,
  };
}

/** One profile's stated answers (no profile: none stated). */
export async function intentionsOfProfile(q: Queryable, id: string): Promise<Intentions> {
  const row = await repo.findProfile(q, id);
  return row ? intentionsOf(row) : noIntentions;
}

/**
 * "Away until …" while the member's pause lasts (issue 28, features/away). Only for the member
 * and their active matches (matches/match-states.ts): a stranger in Discover must not learn that someone
 * is travelling, and until when.
 */
export const awayNow = (row: PublicProfileRow, now: Date) =>
  row.awayUntil && row.awayReason && row.awayUntil > now ? { reason: row.awayReason, until: row.awayUntil.toISOString() } : null;

/**
 * Issue 28: a member last here (signed in, or refreshed a session: auth/sessions.ts) before this
 * moment is inactive. Discover and the Liked lists leave them out; their matches see "Inactive".
 */
export const inactiveBefore = (now: Date) => new Date(now.getTime() - inactivity.inactiveAfterMs);

/** Whether the member is inactive now: told to their matches only (matches/match-states.ts), never as a time. */
export const inactiveNow = (row: PublicProfileRow, now: Date) => row.lastActiveAt < inactiveBefore(now);

/** The one place a profile row becomes what another user may see: no e-mail, balance or coordinates. */
export function toPublicProfile(deps: Pick<Platform, 'clock'>, row: PublicProfileRow, pictures: Picture[]): PublicProfile {
  return {
    id: row.id,
    name: row.name,
    sex: row.sex,
    age: ageOn(row.birthday, deps.clock.now()),
    country: row.country,
    city: row.city,
    aboutMe: row.aboutMe,
    education: row.education,
    occupation: row.occupation,
    nationality: row.nationality,
    height: row.height,
    maritalStatus: row.maritalStatus,
    verified: row.verifiedAt !== null,
    verifiedContactOnly: row.verifiedContactOnly,
    // Anonymised by the retention job: the web shows "Former member" and links to no profile.
    former: row.anonymizedAt !== null,
    intentions: intentionsOf(row),
    replyRate: row.replyRate,
    pictures,
  };
}

async function toOwnProfile(deps: Deps, row: repo.ProfileRow): Promise<OwnProfile> {
  return {
    ...toPublicProfile(deps, row, await picturesOf(deps, row.id, row.id)),
    away: awayNow(row, deps.clock.now()),
    birthday: row.birthday,
    isActive: row.isActive,
    tokenBalance: row.tokenBalance,
    photosPrivate: row.photosPrivate,
    createdAt: row.createdAt.toISOString(),
    intentionsAsked: row.intentionsAskedAt !== null,
    matchQuestion: row.matchQuestion,
  };
}

/** Pass the open transaction when inside one (PGlite has a single connection: using the pool there would wait forever). */
export function findProfileRow(q: Queryable, id: string) {
  return repo.findProfile(q, id);
}

/**
 * A member's name as others see it, 'Anonymous' without a profile (spec §3): the rule the stored
 * functions use (profiles/sql/mithaq_name_of.sql), for the notifications and ledger rows that
 * services write themselves.
 */
export function nameOf(q: Queryable, id: string): Promise<string> {
  return repo.nameOf(q, id);
}

/** Whether a moderator has suspended the profile: it is then hidden from everyone and cannot sign in. */
export function isSuspended(q: Queryable, profileId: string) {
  return repo.isSuspended(q, profileId);
}

/** The public columns of a list's other members by id, in one query. */
export async function findPublicProfileRows(q: Queryable, ids: string[]) {
  return new Map((await repo.findPublicProfiles(q, ids)).map((row) => [row.id, row]));
}

export async function getOwnProfile(deps: Deps, auth: AuthContext): Promise<OwnProfile> {
  const row = await repo.findProfile(deps.database.db, auth.userId);
  if (!row) throw notFound(profileMessages.notFound);
  return toOwnProfile(deps, row);
}

/** Only places the bundled data knows are accepted: the location must have been detected. */
function assertKnownLocation(location: { country: string; city: string }) {
  if (!isKnownCity(location.country, location.city)) throw invalid(geoMessages.failed);
}

/** The columns both the wizard and the edit screen write (sex only the wizard: it is set once). */
function editableValues(input: UpdateProfileInput) {
  return {
    name: input.name,
    country: input.location.country,
    city: input.location.city,
    aboutMe: input.aboutMe,
    education: input.education,
    occupation: input.occupation,
    nationality: input.nationality,
    height: input.height,
    maritalStatus: input.maritalStatus,
    ...(input.intentions ? intentionValues(input.intentions) : {}),
    // Issue 28's question for matches: null clears it, left out keeps it. Answers already given keep their own copy.
    ...(input.matchQuestion !== undefined ? { matchQuestion: input.matchQuestion } : {}),
  };
}

/** The answers as columns: a question left out is not stated (null). */
function intentionValues(input: IntentionsInput): Intentions {
  return {
    marryWithin: input.marryWithin ?? null,
    relocate: input.relocate ?? null,
    hasChildren: input.hasChildren ?? null,
    wantsChildren: input.wantsChildren ?? null,
    prayer: input.prayer ?? null,
    polygyny: input.polygyny ?? null,
  };
}

/** The wizard's Complete Profile: the profile and the welcome tokens commit together. */
export async function createProfile(deps: CreateDeps, auth: AuthContext, input: CreateProfileInput): Promise<OwnProfile> {
  const now = deps.clock.now();
  const problem = birthdayProblem(input.birthday, now);
  if (problem) throw invalid(problem);
  assertKnownLocation(input.location);
  await inTransaction(deps, async (tx) => {
    const created = await repo.insertProfile(tx, {
      id: auth.userId,
      ...editableValues(input),
      sex: input.sex,
      birthday: input.birthday,
      photosPrivate: input.photosPrivate ?? false,
      // The wizard's details step asked the intentions (answered or not): the once-asked dialog never shows.
      intentionsAskedAt: now,
      // Active from the platform clock's now (not the database's), like every later sign-in (auth/repo.ts).
      lastActiveAt: now,
      createdAt: now,
      updatedAt: now,
    });
    if (!created) throw conflict(profileMessages.alreadyExists);
    await grantWelcomeTokens(tx, auth.userId, now);
    await restoreBlocks(deps, tx, auth.userId);
  });
  await deps.bus.publish({ type: 'profile.created', profileId: auth.userId, sex: input.sex });
  return getOwnProfile(deps, auth);
}

/**
 * Shows or hides a profile. The owner's own deactivation ends when they sign in again; a
 * moderator's ('moderator') holds until a moderator lifts it.
 */
export async function setProfileActive(
  deps: Pick<Platform, 'clock'>,
  q: Queryable,
  profileId: string,
  isActive: boolean,
  by: 'owner' | 'moderator' = 'owner',
) {
  await repo.setActive(q, profileId, isActive, deps.clock.now(), by === 'moderator');
}

/**
 * Saves the edit form. Spec §5: saving needs at least one picture (the wizard may skip them).
 * Sex is set once: a member who could switch it would leave the other sex's decks and lists,
 * and with them the reach of whoever they harass. Only a moderator corrects it. `changed` learns
 * of another name in the same transaction, under the profile lock (a verified badge covered the
 * old one: it is hidden).
 */
export async function updateProfile(deps: CreateDeps, auth: AuthContext, input: UpdateProfileInput, changed: ProfileChangeHook): Promise<OwnProfile> {
  assertKnownLocation(input.location);
  const current = await repo.findProfile(deps.database.db, auth.userId);
  if (!current) throw notFound(profileMessages.notFound);
  if (input.sex !== undefined && input.sex !== current.sex) throw invalid(profileMessages.sexLocked);
  if ((await picturesOf(deps, auth.userId, auth.userId)).length === 0) throw invalid(pictureMessages.selectOne);
  const row = await inTransaction(deps, async (tx) => {
    const before = await repo.lockProfile(tx, auth.userId);
    if (!before) throw notFound(profileMessages.notFound);
    const now = deps.clock.now();
    const asked = input.intentions ? { intentionsAskedAt: now } : {};
    const updated = await repo.updateProfile(tx, auth.userId, { ...editableValues(input), ...asked, updatedAt: now });
    if (before.name !== input.name) await changed(tx, auth.userId, { kind: 'renamed', name: input.name }, now);
    return updated!;
  });
  return toOwnProfile(deps, row);
}

/**
 * "Show my photos only to my matches". Turning it on first makes any missing blurred rendition,
 * so a private profile never shows a viewer nothing; the change holds at once on every server
 * (the event makes each /media forget the answers it kept).
 */
export async function setPhotoPrivacy(
  deps: Deps & Pick<Platform, 'bus' | 'storage'>,
  auth: AuthContext,
  photosPrivate: boolean,
): Promise<OwnProfile> {
  if (photosPrivate) await ensureBlurredRenditions(deps, auth.userId);
  const row = await inTransaction(deps, async (tx) => {
    const updated = await repo.updateProfile(tx, auth.userId, { photosPrivate, updatedAt: deps.clock.now() });
    if (!updated) throw notFound(profileMessages.notFound);
    afterCommit(tx, { type: 'pictures.privacyChanged', profileId: auth.userId });
    return updated;
  });
  return toOwnProfile(deps, row);
}

/**
 * "Only verified members can like me and write to me": likes (mithaq_like) and messages (the
 * chat's send path) from members without a current badge are refused while it is on.
 */
export async function setVerifiedContactOnly(deps: Deps & Pick<Platform, 'bus'>, auth: AuthContext, verifiedContactOnly: boolean): Promise<OwnProfile> {
  const row = await inTransaction(deps, async (tx) => {
    const updated = await repo.updateProfile(tx, auth.userId, { verifiedContactOnly, updatedAt: deps.clock.now() });
    if (!updated) throw notFound(profileMessages.notFound);
    return updated;
  });
  return toOwnProfile(deps, row);
}

/**
 * The once-asked dialog for a profile made before the intentions existed: its answers (all left
 * out: skipped) are saved and the asking is remembered, so it never shows again.
 */
export async function answerIntentions(deps: CreateDeps, auth: AuthContext, input: IntentionsInput): Promise<OwnProfile> {
  const now = deps.clock.now();
  const row = await inTransaction(deps, async (tx) => {
    const updated = await repo.updateProfile(tx, auth.userId, { ...intentionValues(input), intentionsAskedAt: now, updatedAt: now });
    if (!updated) throw notFound(profileMessages.notFound);
    return updated;
  });
  return toOwnProfile(deps, row);
}
