import type { AdminAuditResponse, AuditAction, AuditTargetType } from '@mithaq/contract/admin';
import type { AuthContext } from '../../auth-context';
import type { Queryable, Tx } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import { decodeCursor, nextCursor } from './paging';
import * as repo from './repo';

/** One audit row, written in the transaction of the action it records. */
export function audit(
  deps: Pick<Platform, 'clock'>,
  tx: Tx,
  admin: AuthContext,
  action: AuditAction,
  target: { type: AuditTargetType; id: string },
  details?: Record<string, unknown>,
) {
  return repo.insertAudit(tx, {
    actorId: admin.userId,
    action,
    targetType: target.type,
    targetId: target.id,
    details,
    createdAt: deps.clock.now(),
  });
}

/** What each kind of personal data seen is audited as (`ids` are of the target type). */
const viewAudits = {
  profile: { action: 'profile.viewed', targetType: 'profile' },
  evidence: { action: 'evidence.viewed', targetType: 'evidence' },
  /** The chat messages kept with a report: both members' words (ids: the reports'). */
  report_snapshot: { action: 'report_snapshot.viewed', targetType: 'report' },
} as const satisfies Record<string, { action: AuditAction; targetType: AuditTargetType }>;

/**
 * Every time an admin is shown members' e-mails and birthdays (the table, the details, a deleted
 * member's evidence in the reports), one entry per member goes to the audit log before the
 * answer leaves: "who looked at her" has an answer.
 */
export function auditViews(
  deps: Pick<Platform, 'clock'>,
  q: Queryable,
  admin: AuthContext,
  ids: string[],
  details: Record<string, unknown>,
  seen: keyof typeof viewAudits = 'profile',
) {
  const createdAt = deps.clock.now();
  const { action, targetType } = viewAudits[seen];
  return repo.insertAudit(
    q,
    ids.map((id) => ({ actorId: admin.userId, action, targetType, targetId: id, details, createdAt })),
  );
}

export async function auditLog(deps: Pick<Platform, 'database' | 'cursors'>, cursor: string | undefined, limit: number): Promise<AdminAuditResponse> {
  const rows = await repo.auditPage(deps.database.db, decodeCursor(deps, 'admin-audit', cursor), limit);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      actor: row.actor,
      action: row.action as AuditAction,
      targetType: row.targetType as AuditTargetType,
      targetId: row.targetId,
      details: (row.details as Record<string, unknown> | null) ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: nextCursor(deps, 'admin-audit', rows, limit),
  };
}
