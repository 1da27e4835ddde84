import crypto from 'node:crypto';
import { ledgerKeys } from '@mithaq/contract/tokens';
import { hashPassword } from '../../src/features/auth/passwords';
import type { Queryable } from '../../src/platform/db/connect';
import { users } from '../../src/platform/db/schema/auth';
import { profiles } from '../../src/platform/db/schema/profiles';
import { tokenTransactions } from '../../src/platform/db/schema/tokens';

export const DEFAULT_PASSWORD = 'correct-horse-battery';
let defaultHash: Promise<string> | undefined;

export const uniqueEmail = (label = 'user') => `${label}-${crypto.randomBytes(5).toString('hex')}@example.test`;

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

export async function createUser(
  db: Queryable,
  overrides: { email?: string; password?: string; role?: 'user' | 'admin'; confirmed?: boolean } = {},
): Promise<TestUser> {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  // Hashing costs ~50 ms; the default password's hash is made once per worker.
  const passwordHash = overrides.password ? await hashPassword(password) : await (defaultHash ??= hashPassword(password));
  const [row] = await db
    .insert(users)
    .values({
      email: overrides.email ?? uniqueEmail(),
      passwordHash,
      role: overrides.role ?? 'user',
      confirmedAt: overrides.confirmed === false ? null : new Date(),
    })
    .returning({ id: users.id, email: users.email });
  if (!row) throw new Error('user not created');
  return { ...row, password };
}

type ProfileValues = typeof profiles.$inferInsert;

export interface TestProfile extends TestUser {
  profile: typeof profiles.$inferSelect;
}

/** A user with a complete profile and the welcome grant, as after the sign-up wizard. */
export async function createProfile(
  db: Queryable,
  overrides: Partial<Omit<ProfileValues, 'id' | 'tokenBalance'>> & { welcomeTokens?: number } = {},
): Promise<TestProfile> {
  const { welcomeTokens = 10, ...values } = overrides;
  const user = await createUser(db);
  const [profile] = await db
    .insert(profiles)
    .values({
      id: user.id,
      name: 'Amina',
      sex: 'female',
      country: 'GB',
      city: 'London',
      birthday: '1996-04-12',
      aboutMe: 'I love reading and long walks.',
      education: 'BSc Biology',
      occupation: 'Pharmacist',
      nationality: ['GB'],
      ...values,
    })
    .returning();
  if (!profile) throw new Error('profile not created');
  if (welcomeTokens > 0) {
    await db.insert(tokenTransactions).values({
      userId: user.id,
      amount: welcomeTokens,
      type: 'grant',
      descriptionKey: ledgerKeys.welcome,
    });
  }
  return { ...user, profile: { ...profile, tokenBalance: welcomeTokens } };
}
