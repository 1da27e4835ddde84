import { buffer } from 'node:stream/consumers';
import type { Platform } from '../../platform/platform';
import { hashStoredCard } from './processing';
import * as repo from './repo';

const BATCH = 100;

/**
 * Hashes pictures stored before hashing existed (npm run pictures:hash), in batches of BATCH by
 * id, from their stored card. Idempotent: only rows without a hash are read and written (a flat
 * picture stays without one, and a second run only looks at it again). It flags nothing: the
 * hashes take part in the matching of later uploads. Resolves with how many were hashed.
 */
export async function hashUnhashedPictures(deps: Pick<Platform, 'database' | 'storage' | 'logger'>): Promise<number> {
  let hashed = 0;
  let after: string | null = null;
  for (;;) {
    const rows = await repo.unhashedPictures(deps.database.db, after, BATCH);
    if (rows.length === 0) return hashed;
    for (const row of rows) {
      try {
        const stored = await deps.storage.get(row.storagePath);
        const phash = stored ? await hashStoredCard(await buffer(stored.body)) : null;
        if (phash) {
          await repo.setHash(deps.database.db, row.id, phash);
          hashed += 1;
        }
      } catch (err) {
        deps.logger.error({ err, pictureId: row.id }, 'picture not hashed');
      }
    }
    after = rows.at(-1)!.id;
  }
}
