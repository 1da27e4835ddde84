import { inTransaction } from '../platform/after-commit';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../features/auth/passwords';
import { largestCities } from '../features/geo/cities';
import { grantWelcomeTokens } from '../features/tokens/service';
import { queryRows } from '../platform/db/connect';
import { users } from '../platform/db/schema/auth';
import { profilePictures, profiles } from '../platform/db/schema/profiles';
import type { Platform } from '../platform/platform';
import * as words from './content';
import { demoPicture } from './pictures';

export const DEMO_EMAIL_DOMAIN = 'demo.mithaq.app';
/** Every demo member signs in with this password (documented in the README). */
export const DEMO_PASSWORD = 'mithaq-demo-2025';
const PICTURE_VARIANTS = 16;
const BATCH = 50;

/** A small seeded generator, so every demo population is the same. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Fills the database once with a living population: `count` members across 20 countries,
 * both sexes, ages 20–45, 1–3 generated pictures each, welcome tokens through the ledger.
 * A seeding tool writes rows directly (like a migration); the app's rules still hold:
 * the ledger trigger and every constraint apply.
 */
export async function seedDemo(platform: Pick<Platform, 'database' | 'bus' | 'storage' | 'clock'>, count = 400) {
  const { db } = platform.database;
  const [existing] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users where email like ${`%@${DEMO_EMAIL_DOMAIN}`}`);
  if ((existing?.n ?? 0) > 0) return { created: 0 };
  const pick = random(2025);
  const choose = <T>(list: readonly T[]) => list[Math.floor(pick() * list.length)]!;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const pictures = await Promise.all(Array.from({ length: Math.min(PICTURE_VARIANTS, count) }, (_, i) => demoPicture(i)));
  const cities = new Map(words.countries.map((c) => [c, largestCities(c, 5)]));
  const now = platform.clock.now();

  for (let start = 0; start < count; start += BATCH) {
    await inTransaction(platform, async (tx) => {
      for (let i = start; i < Math.min(count, start + BATCH); i++) {
        const sex = i % 2 === 0 ? 'female' : 'male';
        const country = choose(words.countries);
        const age = 20 + Math.floor(pick() * 26);
        const birthday = new Date(Date.UTC(now.getUTCFullYear() - age, Math.floor(pick() * 12), 1 + Math.floor(pick() * 28)));
        const createdAt = new Date(now.getTime() - Math.floor(pick() * 90 * 24 * 3600 * 1000));
        const [user] = await tx
          .insert(users)
          .values({ email: `demo-${String(i + 1).padStart(3, '0')}@${DEMO_EMAIL_DOMAIN}`, passwordHash, confirmedAt: createdAt, createdAt })
          .returning({ id: users.id });
        await tx.insert(profiles).values({
          id: user!.id,
          name: choose(sex === 'female' ? words.femaleNames : words.maleNames),
          sex,
          country,
          city: choose(cities.get(country)!),
          birthday: birthday.toISOString().slice(0, 10),
          aboutMe: `I enjoy ${choose(words.interests)} and ${choose(words.interests)}. ${choose(words.hopes)}`,
          education: choose(words.educations),
          occupation: choose(words.occupations),
          nationality: pick() < 0.3 ? [country, choose(words.countries)].filter((c, k, all) => all.indexOf(c) === k) : [country],
          height: sex === 'female' ? 150 + Math.floor(pick() * 25) : 163 + Math.floor(pick() * 30),
          maritalStatus: choose(words.maritalStatuses),
          // Signed in today (issue 28: 30 days without it would hide them); like-new-members.ts keeps them so.
          lastActiveAt: now,
          createdAt,
          updatedAt: createdAt,
        });
        await grantWelcomeTokens(tx, user!.id, createdAt);
        const pictureCount = 1 + Math.floor(pick() * 3);
        for (let p = 0; p < pictureCount; p++) {
          const picture = pictures[(i * 3 + p) % pictures.length]!;
          const key = `pictures/demo-${i + 1}-${p}`;
          await platform.storage.put(`${key}.webp`, picture.card, 'image/webp');
          await platform.storage.put(`${key}-thumb.webp`, picture.thumb, 'image/webp');
          await platform.storage.put(`${key}-blur.webp`, picture.blur, 'image/webp');
          await tx.insert(profilePictures).values({
            profileId: user!.id, storagePath: `${key}.webp`, thumbPath: `${key}-thumb.webp`, blurPath: `${key}-blur.webp`, position: p,
            width: picture.width, height: picture.height,
          });
        }
      }
    });
  }
  return { created: count };
}
