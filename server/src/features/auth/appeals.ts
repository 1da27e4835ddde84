import { reportMessages } from '@mithaq/contract/reports';
import { conflict } from '../../errors';
import { inTransaction } from '../../platform/after-commit';
import { suspensionAppeals } from '../../platform/db/schema/social';
import type { Platform } from '../../platform/platform';
import { checkPassword, type Caller } from './service';
import { currentSuspension } from '../safety/public';

/**
 * A suspended member's appeal, proved by the account's password (a wrong one answers as sign-in
 * does, so nobody learns of a suspension without it). One per suspension: a second is a 409.
 */
export async function appeal(platform: Platform, caller: Caller, email: string, password: string, text: string) {
  const user = await checkPassword(platform, caller, email, password, 'member');
  await inTransaction(platform, async (tx) => {
    const suspension = await currentSuspension(tx, user.id, true);
    if (!suspension?.suspendedAt) throw conflict(reportMessages.notSuspended);
    const [row] = await tx
      .insert(suspensionAppeals)
      .values({ profileId: user.id, suspendedAt: suspension.suspendedAt, text, createdAt: platform.clock.now() })
      .onConflictDoNothing()
      .returning({ id: suspensionAppeals.id });
    if (!row) throw conflict(reportMessages.alreadyAppealed);
  });
}
