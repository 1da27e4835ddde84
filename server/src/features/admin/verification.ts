import type { ApproveVerification, RejectVerification } from '@mithaq/contract/verification';
import type { AuthContext } from '../../auth-context';
import { inTransaction } from '../../platform/after-commit';
import type { Platform } from '../../platform/platform';
import { approveRequest, badgeChangeOf, rejectRequest, revokeBadge } from '../verification/public';
import { audit } from './audit-service';

/**
 * Selfie verification decisions: each commits with its audit entry (target: the member's
 * profile), or not at all.
 */

type Deps = Pick<Platform, 'database' | 'bus' | 'clock'>;

export async function approveVerification(deps: Deps, admin: AuthContext, requestId: string, shown: ApproveVerification) {
  await inTransaction(deps, async (tx) => {
    const row = await approveRequest(tx, requestId, admin.userId, deps.clock.now(), shown);
    await audit(deps, tx, admin, 'verification.approved', { type: 'profile', id: row.profileId }, {
      requestId,
      pose: row.pose,
      afterChange: badgeChangeOf(row) !== null,
    });
  });
  return { status: 'approved' as const };
}

export async function rejectVerification(deps: Deps, admin: AuthContext, requestId: string, input: RejectVerification) {
  await inTransaction(deps, async (tx) => {
    const row = await rejectRequest(tx, requestId, admin.userId, deps.clock.now(), input.reason, input.fraud);
    await audit(deps, tx, admin, 'verification.rejected', { type: 'profile', id: row.profileId }, {
      requestId,
      reason: input.reason,
      fraud: input.fraud,
    });
  });
  return { status: 'rejected' as const };
}

export async function revokeVerification(deps: Deps, admin: AuthContext, profileId: string, reason: string) {
  await inTransaction(deps, async (tx) => {
    const approval = await revokeBadge(tx, profileId, deps.clock.now(), reason);
    await audit(deps, tx, admin, 'verification.revoked', { type: 'profile', id: profileId }, { requestId: approval?.id ?? null, reason });
  });
  return { status: 'revoked' as const };
}
