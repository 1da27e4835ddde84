import { authMessages } from '@mithaq/contract/auth';
import { serverMessage } from '@mithaq/contract/messages';
import { and, eq, isNotNull } from 'drizzle-orm';
import { DomainError } from '../../errors';
import type { Queryable } from '../../platform/db/connect';
import { profiles } from '../../platform/db/schema/profiles';
import { suspensionAppeals } from '../../platform/db/schema/social';

/** The member's current suspension and the appeal against it (if any); undefined when not suspended. */
export async function currentSuspension(q: Queryable, profileId: string, lock = false) {
  const query = q
    .select({
      suspendedAt: profiles.suspendedAt,
      reason: profiles.suspensionReason,
      outcome: suspensionAppeals.outcome,
      reply: suspensionAppeals.reply,
      appealed: isNotNull(suspensionAppeals.id),
    })
    .from(profiles)
    .leftJoin(suspensionAppeals, and(eq(suspensionAppeals.profileId, profiles.id), eq(suspensionAppeals.suspendedAt, profiles.suspendedAt)))
    .where(and(eq(profiles.id, profileId), isNotNull(profiles.suspendedAt)));
  const [row] = lock ? await query.for('update', { of: profiles }) : await query;
  return row;
}

/**
 * What a suspended member is told when they sign in with the right password (never before it):
 * the moderator's reason, and where their appeal stands (waiting, or upheld with the reply). A
 * suspension from before issue 27 has no reason and keeps the old refusal. Null when not suspended.
 */
export async function suspensionRefusal(q: Queryable, profileId: string): Promise<DomainError | null> {
  const row = await currentSuspension(q, profileId);
  if (!row) return null;
  if (!row.reason) return new DomainError('FORBIDDEN', authMessages.suspended);
  if (row.outcome === 'upheld') return new DomainError('FORBIDDEN', serverMessage('reports.appealUpheld', { reason: row.reason, reply: row.reply ?? '' }));
  if (row.appealed) return new DomainError('FORBIDDEN', serverMessage('reports.appealPending', { reason: row.reason }));
  return new DomainError('FORBIDDEN', serverMessage('reports.suspendedBecause', { reason: row.reason }));
}
