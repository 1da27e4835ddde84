import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Addresses that asked never to be e-mailed again (issue 26: the one-click link in every mail to
 * someone who is not a member). Only an HMAC of the normalised address is kept (its key derived
 * from APP_SECRET, features/mail-suppression), never the address: a leaked table names nobody.
 */
export const mailSuppressions = pgTable(
  'mail_suppressions',
  {
    addressHash: text('address_hash').primaryKey(),
    createdAt: createdAt(),
    /**
     * On a row recorded again under the new secret during a rotation: the previous secret's hash
     * it stands for, so "E-mail me again" from a link of either secret removes both rows.
     */
    previousHash: text('previous_hash'),
  },
  (t) => [index('mail_suppressions_previous_hash_idx').on(t.previousHash)],
);
