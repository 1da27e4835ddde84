import { profileMessages } from '@mithaq/contract/profiles';
import { notFound } from '../../errors';
import { inTransaction } from '../../platform/after-commit';
import type { Tx } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../../auth-context';
import { endMatchForBlock, lockPair } from '../matches/service';
import * as repo from './repo';

type Deps = Pick<Platform, 'database' | 'clock' | 'mediaUrls' | 'bus'>;

/**
 * The target a member may block or report: anyone they have a relationship with (a match, a
 * like or pass either way, their deck history), not only whom they can still see. A harasser
 * who switches sex, deactivates or blocks first stays within reach; a stranger is "not found".
 */
async function relatedTarget(tx: Tx, auth: AuthContext, targetId: string) {
  if (!(await repo.isRelatedTarget(tx, auth.userId, targetId))) throw notFound(profileMessages.notFound);
  await lockPair(tx, auth.userId, targetId);
}

/** Block: the two vanish from each other's lists and deck at once, and their active match ends. */
export async function block(deps: Deps, auth: AuthContext, targetId: string) {
  await inTransaction(deps, async (tx) => {
    await relatedTarget(tx, auth, targetId);
    const now = deps.clock.now();
    await repo.insertBlock(tx, auth.userId, targetId, now);
    await endMatchForBlock(tx, auth.userId, targetId, now);
  });
}

/** Report: recorded for the moderators, and the reported profile is blocked too (spec §4). */
export async function report(deps: Deps, auth: AuthContext, targetId: string, reason: string) {
  await inTransaction(deps, async (tx) => {
    await relatedTarget(tx, auth, targetId);
    const now = deps.clock.now();
    await repo.insertReport(tx, auth.userId, targetId, reason, now);
    await repo.insertBlock(tx, auth.userId, targetId, now);
    await endMatchForBlock(tx, auth.userId, targetId, now);
  });
}
