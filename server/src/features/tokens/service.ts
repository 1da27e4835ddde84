import { limits, tokenEconomy } from '@mithaq/contract/constants';
import { profileMessages } from '@mithaq/contract/profiles';
import { describeLedgerEntry, ledgerDescriptions, type TokenTransaction, type WalletResponse } from '@mithaq/contract/tokens';
import { notFound } from '../../errors';
import { afterCommit } from '../../platform/after-commit';
import type { Queryable } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../../auth-context';
import { textsForMember } from '../language/public';
import * as repo from './repo';

/**
 * The ledger: the only way any feature changes a balance. Call it inside the transaction
 * that makes the change, so the money and the state commit together or not at all.
 */
export async function recordTransaction(q: Queryable, entry: repo.LedgerEntry) {
  const row = await repo.insertTransaction(q, entry);
  afterCommit(q, { type: 'tokens.changed', userId: entry.userId });
  return row;
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

/** A user's newest ledger rows, newest first, as the wallet (and the admin's profile view) shows them. */
export async function recentTransactions(q: Queryable, userId: string, limit: number): Promise<TokenTransaction[]> {
  const rows = await repo.recentTransactions(q, userId, limit);
  return rows.map((row) => ({
    id: row.id,
    amount: row.amount,
    type: row.type,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function wallet(deps: Pick<Platform, 'database'>, auth: AuthContext): Promise<WalletResponse> {
  const { db } = deps.database;
  const balance = await repo.balanceOf(db, auth.userId);
  if (balance === undefined) throw notFound(profileMessages.notFound);
  const [transactions, texts] = await Promise.all([recentTransactions(db, auth.userId, limits.recentTransactionsShown), textsForMember(db, auth.userId)]);
  // Rows are stored in English; the member reads them in their language (a moderator's note as written).
  return { balance, transactions: transactions.map((row) => ({ ...row, description: describeLedgerEntry(row.description, texts.email) })) };
}

/** The balance as it stands (undefined: no profile). */
export function currentBalance(deps: Pick<Platform, 'database'>, userId: string) {
  return repo.balanceOf(deps.database.db, userId);
}
