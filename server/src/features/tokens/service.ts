import { limits, tokenEconomy } from '@mithaq/contract/constants';
import { ledgerDescriptions, type TokenTransaction, type WalletResponse } from '@mithaq/contract/tokens';
import { notFound } from '../../errors';
import type { Queryable } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../auth/sessions';
import * as repo from './repo';

/**
 * The ledger: the only way any feature changes a balance. Call it inside the transaction
 * that makes the change, so the money and the state commit together or not at all.
 */
export function recordTransaction(q: Queryable, entry: repo.LedgerEntry) {
  return repo.insertTransaction(q, entry);
}

export function grantWelcomeTokens(q: Queryable, userId: string, createdAt: Date) {
  return recordTransaction(q, {
    userId,
    amount: tokenEconomy.welcomeGrant,
    type: 'grant',
    description: ledgerDescriptions.welcome,
    createdAt,
  });
}

export async function wallet(deps: Pick<Platform, 'database'>, auth: AuthContext): Promise<WalletResponse> {
  const { db } = deps.database;
  const balance = await repo.balanceOf(db, auth.userId);
  if (balance === undefined) throw notFound('Profile not found');
  const rows = await repo.recentTransactions(db, auth.userId, limits.recentTransactionsShown);
  const transactions: TokenTransaction[] = rows.map((row) => ({
    id: row.id,
    amount: row.amount,
    type: row.type,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  }));
  return { balance, transactions };
}
