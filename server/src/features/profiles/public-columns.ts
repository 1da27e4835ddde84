import { profiles } from '../../platform/db/schema/profiles';

/** Issue 28's answers (toPublicProfile makes them `intentions`). */
export const intentionColumns = {
  marryWithin: profiles.marryWithin,
  relocate: profiles.relocate,
  hasChildren: profiles.hasChildren,
  wantsChildren: profiles.wantsChildren,
  prayer: profiles.prayer,
  polygyny: profiles.polygyny,
};

/**
 * A shared query fragment: the columns another member may see (toPublicProfile). Every list of
 * other members selects only these, not the whole row: this repo, and the deck's one query in
 * discover/repo.ts, which joins profiles to pictures and history and so cannot go through a
 * profiles service. The one cross-feature import a repo may make (eslint.config.js allows it).
 */
export const publicProfileColumns = {
  id: profiles.id,
  name: profiles.name,
  sex: profiles.sex,
  birthday: profiles.birthday,
  country: profiles.country,
  city: profiles.city,
  aboutMe: profiles.aboutMe,
  education: profiles.education,
  occupation: profiles.occupation,
  nationality: profiles.nationality,
  height: profiles.height,
  maritalStatus: profiles.maritalStatus,
  verifiedAt: profiles.verifiedAt,
  photosPrivate: profiles.photosPrivate,
  verifiedContactOnly: profiles.verifiedContactOnly,
  replyRate: profiles.replyRate,
  awayUntil: profiles.awayUntil,
  awayReason: profiles.awayReason,
  // Issue 28: only to tell matches "Inactive" (profiles/service.ts inactiveNow); never sent as a time.
  lastActiveAt: profiles.lastActiveAt,
  anonymizedAt: profiles.anonymizedAt,
  ...intentionColumns,
};

export type PublicProfileRow = Pick<typeof profiles.$inferSelect, keyof typeof publicProfileColumns>;
