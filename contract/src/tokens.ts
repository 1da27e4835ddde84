import { z } from 'zod';
import { text } from './messages';

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

/** Descriptions written into the ledger (shown in the wallet as they are). */
export const ledgerDescriptions = {
  welcome: 'Welcome tokens',
  weekly: 'Weekly tokens',
} as const;

export const tokenMessages = {
  purchaseComingSoon: text('tokens.purchaseComingSoon'),
} as const;
