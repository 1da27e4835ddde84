import {
  deliveryMessages,
  type AdminDeliveriesResponse,
  type AdminDelivery,
  type DeliveryFilter,
} from '@mithaq/contract/deliveries';
import { serverMessages } from '@mithaq/contract/errors';
import { text } from '@mithaq/contract/messages';
import { notificationTypes, type NotificationType } from '@mithaq/contract/push';
import type { AuthContext } from '../../auth-context';
import { conflict, invalid, notFound } from '../../errors';
import { inTransaction } from '../../platform/after-commit';
import type { Tx } from '../../platform/db/connect';
import * as inspect from '../../platform/outbox/inspect';
import { nudgeAfterCommit } from '../../platform/outbox/nudge';
import type { Platform } from '../../platform/platform';
import { audit } from './audit-service';
import { maskEmail, maskId, maskName, safeDeliveryError } from './delivery-mask';
import { confirmAdmin } from './two-factor';

/**
 * The admin Deliveries tab (issue 30): mails, pushes and file deletes that failed or still wait,
 * so an operator sees a failed delivery without reading logs; retry and discard, each audited in
 * its transaction. A row a worker holds under a live lease, or one already sent, is left alone
 * (409): the worker's outcome decides it. Safe on any number of servers: the row is locked, and
 * a worker's claim skips locked rows.
 */

type Deps = Pick<Platform, 'database' | 'bus' | 'clock' | 'keys' | 'rateLimiter'>;

const LIST = 'admin-deliveries';
const ID = /^[1-9]\d{0,15}$/;

function decodeCursor(deps: Pick<Platform, 'cursors'>, cursor: string | undefined): number | null {
  if (!cursor) return null;
  const id = deps.cursors.open('', LIST, cursor);
  if (!id || !ID.test(id)) throw invalid(text('admin.invalidCursor'));
  return Number(id);
}

const isNotificationType = (type: string | null): type is NotificationType => (notificationTypes as readonly (string | null)[]).includes(type);

type UnsentRow = Awaited<ReturnType<typeof inspect.unsentPage>>[number];

function recipientOf(row: UnsentRow): string | null {
  if (row.kind === 'mail') return row.mailTo ? maskEmail(row.mailTo) : null;
  if (row.kind === 'push') return row.pushMember ? maskName(row.pushMember) : row.pushDevice ? maskId(row.pushDevice) : null;
  return null;
}

function viewOf(row: UnsentRow, now: Date): AdminDelivery {
  return {
    id: String(row.id),
    kind: row.kind,
    recipient: recipientOf(row),
    about: isNotificationType(row.pushType) ? row.pushType : null,
    attempts: row.attempts,
    lastError: safeDeliveryError(row.lastError),
    status: row.failedAt ? 'failed' : 'waiting',
    sending: row.leaseUntil !== null && row.leaseUntil > now,
    queuedAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    failedAt: row.failedAt?.toISOString() ?? null,
  };
}

export async function listDeliveries(
  deps: Pick<Platform, 'database' | 'clock' | 'cursors'>,
  status: DeliveryFilter,
  cursor: string | undefined,
  limit: number,
): Promise<AdminDeliveriesResponse> {
  const now = deps.clock.now();
  const rows = await inspect.unsentPage(deps.database.db, { status, now, beforeId: decodeCursor(deps, cursor), limit });
  const last = rows.at(-1);
  return {
    deliveries: rows.map((row) => viewOf(row, now)),
    nextCursor: last && rows.length === limit ? deps.cursors.seal('', LIST, String(last.id)) : null,
  };
}

/** The row to change: it exists (404), was not sent (409) and no worker holds it now (409). */
async function lockChangeable(tx: Tx, id: string, now: Date) {
  const row = await inspect.lockRow(tx, Number(id));
  if (!row) throw notFound(serverMessages.notFound);
  if (row.sentAt) throw conflict(deliveryMessages.alreadySent);
  if (row.leaseUntil && row.leaseUntil > now) throw conflict(deliveryMessages.beingSent);
  return row;
}

/** Sent again now, with the full back-off ahead; this server's worker is woken after the commit. */
export async function retryDelivery(deps: Deps, admin: AuthContext, id: string) {
  await inTransaction(deps, async (tx) => {
    const now = deps.clock.now();
    const row = await lockChangeable(tx, id, now);
    await inspect.makeDueNow(tx, row.id, now);
    await audit(deps, tx, admin, 'delivery.retried', { type: 'delivery', id }, { kind: row.kind });
    nudgeAfterCommit(tx);
  });
  return { ok: true as const };
}

/** Given up for good (never sent afterwards), with a fresh authenticator code like other deletions. */
export async function discardDelivery(deps: Deps, admin: AuthContext, id: string, confirm: string | undefined) {
  await inTransaction(deps, async (tx) => {
    // The row first: an unknown, sent or leased one is answered without spending a code (as decisions.ts does).
    const row = await lockChangeable(tx, id, deps.clock.now());
    await confirmAdmin(deps, tx, admin, confirm);
    await inspect.deleteRow(tx, row.id);
    await audit(deps, tx, admin, 'delivery.discarded', { type: 'delivery', id }, { kind: row.kind });
  });
  return { ok: true as const };
}
