import { text } from '@mithaq/contract/messages';
import { invalid } from '../../errors';
import { openPosition, sealPosition, type PagePosition } from '../../platform/cursors';
import type { Platform } from '../../platform/platform';
import type { RiskPosition } from './risk-repo';

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

/** The risk-sorted queue's position: the score comes first, so it is sealed with the time and id. */
const RISK_LIST = 'admin-reports-risk';
const RISK_POSITION = /^(-?\d+)\|(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f-]{36})$/;

export function decodeRiskCursor(deps: Pick<Platform, 'cursors'>, cursor: string | undefined): RiskPosition | null {
  if (!cursor) return null;
  const match = deps.cursors.open('', RISK_LIST, cursor)?.match(RISK_POSITION);
  if (!match) throw invalid(text('admin.invalidCursor'));
  return { score: Number(match[1]), at: match[2]!, id: match[3]! };
}

export function nextRiskCursor(deps: Pick<Platform, 'cursors'>, rows: { score: number; position: string; id: string }[], limit: number) {
  const last = rows.at(-1);
  return last && rows.length === limit ? deps.cursors.seal('', RISK_LIST, `${last.score}|${last.position}|${last.id}`) : null;
}
