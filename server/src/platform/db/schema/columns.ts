import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Case-insensitive text (the citext extension): e-mail addresses compare without case. */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const tstz = (name: string) => timestamp(name, { withTimezone: true });
export const uuidPk = () => uuid('id').primaryKey().defaultRandom();
