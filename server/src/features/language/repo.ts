import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/connect';
import { executeNamed } from '../../platform/db/named';
import { users } from '../../platform/db/schema/auth';
import { profiles } from '../../platform/db/schema/profiles';

/** A member's stored language and, once they have a profile, their sex (for gendered texts). */
export async function readerRow(q: Queryable, userId: string) {
  // Asked for each notification (a chat message's too): one fixed statement, planned once per connection.
  const [row] = await executeNamed(
    'language_reader',
    q
      .select({ language: users.language, sex: profiles.sex })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, userId)),
  );
  return row;
}

export async function setLanguage(q: Queryable, userId: string, language: string, now: Date) {
  await q.update(users).set({ language, updatedAt: now }).where(eq(users.id, userId));
}
