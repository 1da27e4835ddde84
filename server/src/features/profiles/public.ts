// Profiles for other features, their one way in: profile rows and their public form, activity states, and sex
// corrections.

export {
  awayNow,
  findProfileRow,
  findPublicProfileRows,
  getOwnProfile,
  inactiveBefore,
  inactiveNow,
  intentionsOfProfile,
  isSuspended,
  nameOf,
  setProfileActive,
  toPublicProfile,
} from './service';
// A shared SQL fragment (profiles/public-columns.ts): the columns any profile list may select.
export { publicProfileColumns, type PublicProfileRow } from './public-columns';
export {
  closeAsCorrected,
  closeAsDeclined,
  lockOpenSexCorrection,
  lockSexOf,
  openSexCorrections,
  sexCorrectionsForExport,
} from './sex-correction';
