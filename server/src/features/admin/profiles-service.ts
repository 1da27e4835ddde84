import type { AdminProfileDetails, AdminProfilesResponse } from '@mithaq/contract/admin';
import { countryCodesNamed, isCountryCode } from '@mithaq/contract/countries';
import { ageOn, profileMessages } from '@mithaq/contract/profiles';
import { isModerator, type AuthContext } from '../../auth-context';
import { notFound } from '../../errors';
import type { Platform } from '../../platform/platform';
import { picturesOf, picturesOfMany } from '../pictures/public';
import { findProfileRow, toPublicProfile } from '../profiles/public';
import { evidenceOfReturningMember } from '../evidence/public';
import { recentTransactions } from '../tokens/public';
import { textsForMember } from '../language/public';
import { auditViews } from './audit-service';
import { decodeCursor, nextCursor } from './paging';
import * as repo from './repo';

type Deps = Pick<Platform, 'database' | 'clock' | 'mediaUrls' | 'cursors'>;

/** How many ledger rows the profile details show. */
const DETAIL_TRANSACTIONS = 10;

/** `text` as a LIKE pattern matching it anywhere, with LIKE's own wildcards taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The countries a search names: by code ('pk') or by any part of the English name ('pakis'). */
function countriesNamed(text: string): string[] {
  const byName = countryCodesNamed(text);
  const code = text.toUpperCase();
  return isCountryCode(code) && !byName.includes(code) ? [...byName, code] : byName;
}

/** The dashboard table: newest first, searched by name, city, country or e-mail, any case. */
export async function listProfiles(
  deps: Deps,
  admin: AuthContext,
  search: string | undefined,
  cursor: string | undefined,
  limit: number,
): Promise<AdminProfilesResponse> {
  const { db } = deps.database;
  const text = search?.trim() ?? '';
  const [counts, rows] = await Promise.all([
    repo.profileCounts(db),
    repo.searchProfiles(db, {
      pattern: text ? containsPattern(text) : null,
      countries: text ? countriesNamed(text) : [],
      after: decodeCursor(deps, 'admin-profiles', cursor),
      limit,
    }),
  ]);
  const pictures = await picturesOfMany(deps, admin.userId, rows.map((row) => row.id), { asModerator: isModerator(admin) });
  await auditViews(deps, db, admin, rows.map((row) => row.id), { via: 'search', ...(text ? { search: text } : {}) });
  const now = deps.clock.now();
  return {
    counts: { total: counts.total, active: counts.active, inactive: counts.total - counts.active },
    profiles: rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      sex: row.sex,
      age: ageOn(row.birthday, now),
      city: row.city,
      country: row.country,
      isActive: row.isActive,
      tokenBalance: row.tokenBalance,
      createdAt: row.createdAt.toISOString(),
      photosPrivate: row.photosPrivate,
      pictures: pictures.get(row.id) ?? [],
    })),
    nextCursor: nextCursor(deps, 'admin-profiles', rows, limit),
  };
}

export async function profileDetails(deps: Deps, admin: AuthContext, profileId: string): Promise<AdminProfileDetails> {
  const { db } = deps.database;
  const row = await findProfileRow(db, profileId);
  if (!row) throw notFound(profileMessages.notFound);
  const [email, pictures, openReports, transactions] = await Promise.all([
    repo.emailOf(db, profileId),
    picturesOf(deps, admin.userId, profileId, { asModerator: isModerator(admin) }),
    repo.openReportCount(db, profileId),
    // The moderator reads the member's ledger in the moderator's own language.
    textsForMember(db, admin.userId).then((texts) => recentTransactions(db, profileId, DETAIL_TRANSACTIONS, texts.email)),
  ]);
  const returnedAfterDeletion = await evidenceOfReturningMember(db, profileId);
  await auditViews(deps, db, admin, [profileId], { via: 'details' });
  await auditViews(deps, db, admin, returnedAfterDeletion.map((evidence) => evidence.id), { via: 'details', profileId }, 'evidence');
  return {
    ...toPublicProfile(deps, row, pictures),
    email: email ?? '',
    photosPrivate: row.photosPrivate,
    birthday: row.birthday,
    isActive: row.isActive,
    tokenBalance: row.tokenBalance,
    createdAt: row.createdAt.toISOString(),
    openReports,
    transactions,
    returnedAfterDeletion,
  };
}
