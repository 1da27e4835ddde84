import { accountMessages } from '@mithaq/contract/auth';
import { ledgerEntryText } from '@mithaq/contract/tokens';
import type { Readable } from 'node:stream';
import type { AuthContext } from '../../auth-context';
import { DomainError } from '../../errors';
import { jsonStream, mapRows, pages, streamedObject } from '../../platform/json-stream';
import type { Platform } from '../../platform/platform';
import { findProfileRow, getOwnProfile, sexCorrectionsForExport } from '../profiles/public';
import { notificationText } from '../notifications/public';
import { preferences } from '../push/public';
import { storiesForExport } from '../stories/public';
import { myVerification } from '../verification/public';
import { textsForMember } from '../language/public';
import * as repo from './export-repo';

const HOUR = 60 * 60 * 1000;
/** Each export reads every row the member has: a few an hour is plenty for a person, and caps the cost. */
export const EXPORTS_PER_HOUR = 3;

type Deps = Pick<Platform, 'database' | 'clock' | 'mediaUrls' | 'rateLimiter' | 'config' | 'bus'>;

/**
 * "Download my data" (the right to know and to portability): one JSON document with everything
 * held about the member, written as it is read (docs/DATA-EXPORT.md names every field). Picture
 * links are signed for the member and live minutes; they open in the browser that asked.
 */
export async function exportData(deps: Deps, auth: AuthContext): Promise<{ fileName: string; body: Readable }> {
  const allowed = await deps.rateLimiter.hit(`export:${auth.userId}`, EXPORTS_PER_HOUR, HOUR);
  if (!allowed.allowed) throw new DomainError('RATE_LIMITED', accountMessages.exportLimit);
  const db = deps.database.db;
  const userId = auth.userId;
  const now = deps.clock.now();
  const profile = (await findProfileRow(db, userId)) ? await getOwnProfile(deps, auth) : null;
  const texts = await textsForMember(db, userId);
  const picturesWithLinks = async () => {
    const details = await repo.pictureDetails(db, userId);
    const links = new Map(profile?.pictures.map((picture) => [picture.id, picture]) ?? []);
    return details.map((picture) => ({
      ...picture,
      url: `${deps.config.publicUrl}${links.get(picture.id)?.url ?? ''}`,
      linkExpires: 'in about 10 minutes, and opens only in the browser that downloaded this file',
    }));
  };
  const document = streamedObject({
    exportedAt: () => now.toISOString(),
    about: () => 'Everything Mithaq holds about you. Each field is explained in docs/DATA-EXPORT.md of the Mithaq source.',
    account: async () => ({ ...(await repo.account(db, userId))[0], sessions: await repo.sessions(db, userId) }),
    profile: () => (profile ? { ...profile, pictures: undefined } : null),
    pictures: picturesWithLinks,
    likesAndPassesGiven: () => repo.actionsGiven(db, userId),
    favorites: () => repo.favorites(db, userId),
    blocks: () => repo.blocks(db, userId),
    reportsMade: () => repo.reportsMade(db, userId),
    profilesShown: () =>
      mapRows(
        pages((after: string | null, limit) => repo.profilesShown(db, userId, after, limit), (row) => row.position),
        ({ position: _position, ...row }) => row,
      ),
    chats: () => chats(db, userId),
    questionAnswers: () =>
      streamedObject({ given: () => repo.questionAnswersOf(db, userId, 'given'), received: () => repo.questionAnswersOf(db, userId, 'received') }),
    tokens: () =>
      streamedObject({
        balance: () => profile?.tokenBalance ?? 0,
        // Each row as stored (its wording's key and params, or a moderator's note) and as the wallet says it.
        ledger: () =>
          mapRows(pages((after: repo.RowPosition | null, limit) => repo.ledger(db, userId, after, limit), positionOf), (row) => ({
            ...row,
            text: ledgerEntryText(row, texts.email),
          })),
      }),
    // Each as stored (its key and values, or the words of one kept from before keys) and as the app says it.
    notifications: () =>
      mapRows(pages((after: repo.RowPosition | null, limit) => repo.notificationsOf(db, userId, after, limit), positionOf), (row) => ({
        ...row,
        text: notificationText(row, texts),
      })),
    push: () => streamedObject({ devices: () => repo.pushDevices(db, userId), preferences: () => preferences(deps, auth) }),
    verification: () =>
      streamedObject({
        state: () => (profile ? myVerification(deps, auth) : null),
        requests: () => repo.verificationRequestsOf(db, userId),
      }),
    guardians: () => repo.guardiansOf(db, userId),
    successStories: () => storiesForExport(db, userId),
    genderCorrectionRequests: () => sexCorrectionsForExport(db, userId),
  });
  return { fileName: `mithaq-data-${now.toISOString().slice(0, 10)}.json`, body: jsonStream(document) };
}

const positionOf = (row: repo.RowPosition) => ({ exactAt: row.exactAt, id: row.id });

/** Every match, each with all its messages (the member's and the other person's), page by page. */
async function* chats(db: Deps['database']['db'], userId: string) {
  for (const match of await repo.matchesOf(db, userId)) {
    yield streamedObject({
      match: () => match,
      messages: () => pages((afterSeq: number | null, limit) => repo.messagesOf(db, userId, match.id, afterSeq, limit), (row) => row.seq),
    });
  }
}
