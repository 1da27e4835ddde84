import { inTransaction } from '../../platform/after-commit';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../auth/sessions';
import { visiblePair } from '../likes/service';
import { endMatchForBlock, lockPair } from '../matches/service';
import * as repo from './repo';

type Deps = Pick<Platform, 'database' | 'clock' | 'mediaUrls' | 'bus'>;

/** Block: the two vanish from each other's lists and deck at once, and their active match ends. */
export async function block(deps: Deps, auth: AuthContext, targetId: string) {
  await inTransaction(deps, async (tx) => {
    const { viewer, target } = await visiblePair(deps, tx, auth, targetId);
    await lockPair(tx, viewer.id, target.id);
    const now = deps.clock.now();
    await repo.insertBlock(tx, viewer.id, target.id, now);
    await endMatchForBlock(tx, viewer.id, target.id, now);
    return target.name;
  });
}

/** Report: recorded for the moderators, and the reported profile is blocked too (spec §4). */
export async function report(deps: Deps, auth: AuthContext, targetId: string, reason: string) {
  await inTransaction(deps, async (tx) => {
    const { viewer, target } = await visiblePair(deps, tx, auth, targetId);
    await lockPair(tx, viewer.id, target.id);
    const now = deps.clock.now();
    await repo.insertReport(tx, viewer.id, target.id, reason, now);
    await repo.insertBlock(tx, viewer.id, target.id, now);
    await endMatchForBlock(tx, viewer.id, target.id, now);
  });
}
