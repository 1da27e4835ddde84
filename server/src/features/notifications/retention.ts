import { retention } from '@mithaq/contract/constants';
import { daysBefore } from '../../platform/clock';
import type { Platform } from '../../platform/platform';
import * as repo from './repo';

/**
 * The privacy policy's pruning of the bell (hourly, on any number of servers): a read
 * notification goes 90 days after it arrived, any notification after a year. Answers how many.
 */
export async function pruneNotifications(deps: Pick<Platform, 'database' | 'clock' | 'logger'>) {
  const now = deps.clock.now();
  const pruned = await repo.deleteOldNotifications(
    deps.database.db,
    daysBefore(now, retention.readNotificationDays),
    daysBefore(now, retention.notificationDays),
  );
  if (pruned > 0) deps.logger.info({ pruned }, 'old notifications pruned');
  return pruned;
}
