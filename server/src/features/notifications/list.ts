import type { NotificationItem } from '@mithaq/contract/push';
import { pushMessages } from '@mithaq/contract/push';
import { invalid } from '../../errors';
import { inTransaction } from '../../platform/after-commit';
import { openPosition, sealPosition } from '../../platform/cursors';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../../auth-context';
import * as repo from './repo';
import { notificationView } from './service';

type Deps = Pick<Platform, 'database' | 'clock' | 'bus' | 'cursors'>;

export const NOTIFICATIONS_PAGE = 20;
const CURSOR_LIST = 'notifications';

/** The bell's list: the member's notifications newest first, 20 a page, with the unread count. */
export async function listNotifications(deps: Deps, auth: AuthContext, cursor: string | undefined) {
  const after = cursor ? openPosition(deps.cursors, auth.userId, CURSOR_LIST, cursor) : null;
  if (cursor && !after) throw invalid(pushMessages.invalidCursor);
  const { db } = deps.database;
  const [rows, unreadCount] = await Promise.all([
    repo.pageOfNotifications(db, auth.userId, after, NOTIFICATIONS_PAGE + 1),
    repo.unreadCount(db, auth.userId),
  ]);
  const page = rows.slice(0, NOTIFICATIONS_PAGE);
  const last = page.at(-1);
  const nextCursor = rows.length > NOTIFICATIONS_PAGE && last ? sealPosition(deps.cursors, auth.userId, CURSOR_LIST, { at: last.position, id: last.id }) : null;
  const notifications: NotificationItem[] = page.map((row) => ({ ...notificationView(row), readAt: row.readAt?.toISOString() ?? null }));
  return { notifications, unreadCount, nextCursor };
}

/** Marks the member's notifications read (those named, or all); only their own are touched. */
export async function markNotificationsRead(deps: Deps, auth: AuthContext, ids: string[] | undefined) {
  return inTransaction(deps, async (tx) => ({ marked: await repo.markRead(tx, auth.userId, ids, deps.clock.now()) }));
}
