import { retention } from '@mithaq/contract/constants';
import { daysBefore } from '../../platform/clock';
import type { Platform } from '../../platform/platform';
import * as repo from './repo';

/**
 * The privacy policy's pruning of the deck history (hourly, on any number of servers): a
 * profile first shown more than 180 days ago is forgotten. The daily quota counts only today's
 * rows; block and report by relationship keep every match, like and pass, and a profile shown
 * again is recorded again (service.ts). Answers how many rows went.
 */
export async function pruneDeckHistory(deps: Pick<Platform, 'database' | 'clock' | 'logger'>) {
  const pruned = await repo.deleteViewsBefore(deps.database.db, daysBefore(deps.clock.now(), retention.deckHistoryDays));
  if (pruned > 0) deps.logger.info({ pruned }, 'deck history past its period pruned');
  return pruned;
}
