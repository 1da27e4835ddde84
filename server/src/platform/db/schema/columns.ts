import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Case-insensitive text (the citext extension): e-mail addresses compare without case. */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });

/**
 * A 64-bit integer kept as its decimal string (a perceptual hash: compared bit by bit in SQL,
 * never added up); this drizzle's bigint column offers numbers, which lose bits, or JS bigints.
 */
export const bigintText = customType<{ data: string; driverData: string | number | bigint }>({
  dataType: () => 'bigint',
  fromDriver: (value) => String(value),
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const tstz = (name: string) => timestamp(name, { withTimezone: true });
export const uuidPk = () => uuid('id').primaryKey().defaultRandom();
