import type { Queryable } from '../../platform/db/connect';

/** A change of a profile's pictures or name, as the pictures and profiles services make it. */
export type ProfileChange =
  | { kind: 'pictureAdded' }
  | { kind: 'pictureRemoved'; pictureId: string; thumbPath: string }
  | { kind: 'renamed'; name: string };

/** A stored file to copy once the change has committed (before the removed picture's own files go). */
export interface FileCopy {
  from: string;
  to: string;
}

/**
 * What such a change does beyond the profile: a verified badge covers the pictures and the name
 * (verification/coverage.ts). Handed in by app.ts, because verification builds on pictures and
 * not the reverse. Runs in the change's transaction, under the profile lock; answers the files
 * to copy after the commit.
 */
export type ProfileChangeHook = (q: Queryable, profileId: string, change: ProfileChange, now: Date) => Promise<FileCopy[]>;
