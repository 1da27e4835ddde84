import { z } from 'zod';
import type { EmailTextKey, EmailTranslate } from './emails';
import { text } from './messages';
import { namingFormerMember } from './formerMember';

export const tokenTransactionTypes = ['grant', 'purchase', 'refund', 'payment', 'express_payment', 'penalty'] as const;

export type TokenTransactionType = (typeof tokenTransactionTypes)[number];

/**
 * The ledger's wordings (emailTexts.ledger, translated in every locale's emails.json): a
 * token_transactions row stores one of these keys and its params (the other person's name), never
 * the sentence, so the wallet says it in its reader's language and the retention job rewrites a
 * name param, not text (server/src/features/account/retention-repo.ts).
 */
export const ledgerKeys = {
  welcome: 'ledger.welcome',
  weekly: 'ledger.weekly',
  unlock: 'ledger.unlock',
  express: 'ledger.express',
  unmatchPenalty: 'ledger.unmatchPenalty',
  ghostingPenalty: 'ledger.ghostingPenalty',
  refund: 'ledger.refund',
  rematch: 'ledger.rematch',
} as const satisfies Record<string, EmailTextKey>;

/** A ledger wording's key: each names the other member (`name`) or nobody. */
export type LedgerKey = (typeof ledgerKeys)[keyof typeof ledgerKeys];

/** A former member's own rows after the retention job: the type's neutral wording, naming nobody. */
export const closedLedgerKey = (type: TokenTransactionType) => `ledger.closed.${type}` as const satisfies EmailTextKey;

/** What a ledger row says: a wording's key and params, or (key null) a moderator's own note on an adjustment. */
interface LedgerWording {
  key: string | null;
  params: Record<string, string>;
  description: string | null;
}

export const tokenTransactionSchema = z.object({
  id: z.uuid(),
  amount: z.number().int(),
  type: z.enum(tokenTransactionTypes),
  /** The wording's key (ledgerKeys), or null for a moderator's note. */
  key: z.string().nullable(),
  params: z.record(z.string(), z.string()),
  /** A moderator's own note on an adjustment, as written; null when the row has a key. */
  description: z.string().nullable(),
  /** The entry in its reader's language, rendered by the server from the key (ledgerEntryText). */
  text: z.string(),
  createdAt: z.string(),
});

export const walletResponseSchema = z.object({
  balance: z.number().int(),
  transactions: z.array(tokenTransactionSchema),
});

export type TokenTransaction = z.infer<typeof tokenTransactionSchema>;
export type WalletResponse = z.infer<typeof walletResponseSchema>;

const ledgerWordingKeys: ReadonlySet<string> = new Set<EmailTextKey>([...Object.values(ledgerKeys), ...tokenTransactionTypes.map(closedLedgerKey)]);
const isLedgerWordingKey = (key: string): key is EmailTextKey => ledgerWordingKeys.has(key);

/**
 * A ledger row in the reader's language: its wording translated with its params, or the
 * moderator's note as written. One with no `name` left names a member since anonymised
 * (formerMember.ts).
 */
export function ledgerEntryText(entry: LedgerWording, t: EmailTranslate): string {
  if (entry.key !== null && isLedgerWordingKey(entry.key)) return t(entry.key, namingFormerMember(entry.params, t('common.formerMember')));
  return entry.description ?? '';
}

export const tokenMessages = {
  purchaseComingSoon: text('tokens.purchaseComingSoon'),
} as const;
