import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Addresses that asked never to be e-mailed again (issue 26: the one-click link in every mail to
 * someone who is not a member). Only an HMAC of the normalised address is kept (its key derived
 * from APP_SECRET, features/mail-suppression), never the address: a leaked table names nobody.
 */
export const mailSuppressions = pgTable('mail_suppressions', {
  addressHash: text('address_hash').primaryKey(),
  createdAt: createdAt(),
});
