import { inactivity } from '@mithaq/contract/constants';
import { sql } from 'drizzle-orm';
import { like } from '../features/likes/service';
import { showKnownProfiles } from '../features/profile-views/service';
import { queryRows } from '../platform/db/connect';
import type { Platform } from '../platform/platform';
import { DEMO_EMAIL_DOMAIN } from './seed';

const LIKES_PER_NEW_MEMBER = 6;

/**
 * Nobody signs in as the demo members, so after 30 days they would all be inactive (issue 28)
 * and the demo's Discover empty: each new member's arrival (and each start in demo mode) counts
 * as their activity, written at most once an hour like a real member's (auth/sessions.ts).
 */
export async function keepDemoMembersActive(platform: Pick<Platform, 'database' | 'clock'>) {
  const now = platform.clock.now();
  const writtenBefore = new Date(now.getTime() - inactivity.activityWriteEveryMs);
  await platform.database.db.execute(sql`
    update profiles p set last_active_at = ${now.toISOString()}::timestamptz from users u
    where u.id = p.id and u.email like ${`%@${DEMO_EMAIL_DOMAIN}`} and p.last_active_at < ${writtenBefore.toISOString()}::timestamptz`);
}

/**
 * Demo mode only: when someone finishes the wizard, a few demo members of the other sex
 * like them, so liking one of them back makes a match at once. The likes go through the
 * real like service (notifications and all, the daily cap too); as a like needs the profile
 * shown first, each admirer is shown the new member first, as their deck would.
 */
export function likeNewMembers(platform: Platform): () => void {
  return platform.bus.subscribe(async (event) => {
    if (event.type !== 'profile.created') return;
    await keepDemoMembersActive(platform);
    const admirers = await queryRows<{ id: string }>(
      platform.database.db,
      sql`select p.id from profiles p join users u on u.id = p.id
          where u.email like ${`%@${DEMO_EMAIL_DOMAIN}`} and p.sex <> ${event.sex} and p.is_active
          order by random() limit ${LIKES_PER_NEW_MEMBER}`,
    );
    for (const admirer of admirers) {
      await showKnownProfiles(platform, platform.database.db, admirer.id, [event.profileId]);
      await like(platform, { userId: admirer.id, sessionId: '', role: 'user', email: '', secondFactorAt: null }, event.profileId);
    }
  });
}
