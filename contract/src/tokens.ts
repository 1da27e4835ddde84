import { z } from 'zod';
import { englishEmailText, type EmailTranslate } from './emails';
import { emailTexts } from './emailTexts';
import { text } from './messages';
import { matchTemplate } from './translate';

export const tokenTransactionTypes = ['grant', 'purchase', 'refund', 'payment', 'express_payment', 'penalty'] as const;

export const tokenTransactionSchema = z.object({
  id: z.uuid(),
  amount: z.number().int(),
  type: z.enum(tokenTransactionTypes),
  description: z.string(),
  createdAt: z.string(),
});

export const walletResponseSchema = z.object({
  balance: z.number().int(),
  transactions: z.array(tokenTransactionSchema),
});

export type TokenTransaction = z.infer<typeof tokenTransactionSchema>;
export type WalletResponse = z.infer<typeof walletResponseSchema>;

/**
 * Descriptions written into the ledger, in English: rows stay as written (the retention job
 * rewrites a former member's name in them), and the wallet shows each in its reader's language
 * (describeLedgerEntry).
 */
export const ledgerDescriptions = {
  welcome: englishEmailText('ledger.welcome'),
  weekly: englishEmailText('ledger.weekly'),
} as const;

type LedgerKey = keyof typeof emailTexts.ledger;

/**
 * A stored ledger description in the reader's language: one the server wrote (any of the
 * emailTexts.ledger wordings, with its name kept as written) is translated; anything else (a
 * moderator's note on an adjustment) is shown as written.
 */
export function describeLedgerEntry(description: string, t: EmailTranslate): string {
  for (const [key, english] of Object.entries(emailTexts.ledger) as [LedgerKey, string][]) {
    const params = matchTemplate(english, description);
    if (params) return t(`ledger.${key}`, params);
  }
  return description;
}

export const tokenMessages = {
  purchaseComingSoon: text('tokens.purchaseComingSoon'),
} as const;
