import { text } from '@mithaq/contract/messages';
import { invalid } from '../../errors';
import { openPosition, sealPosition, type PagePosition } from '../../platform/cursors';
import type { Platform } from '../../platform/platform';

/** Which admin list a cursor belongs to: a cursor of one list is refused by the others. */
export type AdminList = 'admin-profiles' | 'admin-reports' | 'admin-audit';

/**
 * The last row's exact time and id, sealed (AES-GCM) for its list with the deck's codec: nobody
 * can forge a position (a hand-made one could name an impossible date and fail in the
 * database), and no member's sign-up time travels in the clear. The admin lists are the same
 * for every admin, so a cursor is bound to no one ('' as the viewer). Anything else is a 400.
 */
export function decodeCursor(deps: Pick<Platform, 'cursors'>, list: AdminList, cursor: string | undefined): PagePosition | null {
  if (!cursor) return null;
  const position = openPosition(deps.cursors, '', list, cursor);
  if (!position) throw invalid(text('admin.invalidCursor'));
  return position;
}

/** The cursor of the page after `rows`, or null when this page was the last. */
export function nextCursor(deps: Pick<Platform, 'cursors'>, list: AdminList, rows: { position: string; id: string }[], limit: number) {
  const last = rows.at(-1);
  return last && rows.length === limit ? sealPosition(deps.cursors, '', list, { at: last.position, id: last.id }) : null;
}
