import { limits, tokenEconomy } from '@mithaq/contract/constants';
import { profileMessages } from '@mithaq/contract/profiles';
import type { EmailTranslate } from '@mithaq/contract/emails';
import { ledgerEntryText, ledgerKeys, type TokenTransaction, type WalletResponse } from '@mithaq/contract/tokens';
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
    descriptionKey: ledgerKeys.welcome,
    createdAt,
  });
}

/**
 * A user's newest ledger rows, newest first, as the wallet (and the admin's profile view) shows
 * them: each row's key and params, a moderator's note, and `text`, the entry in the reader's
 * language `t` (rows store no sentence: ledgerKeys in contract/src/tokens.ts).
 */
export async function recentTransactions(q: Queryable, userId: string, limit: number, t: EmailTranslate): Promise<TokenTransaction[]> {
  const rows = await repo.recentTransactions(q, userId, limit);
  return rows.map((row) => {
    const wording = { key: row.descriptionKey, params: row.descriptionParams, description: row.description };
    return { id: row.id, amount: row.amount, type: row.type, ...wording, text: ledgerEntryText(wording, t), createdAt: row.createdAt.toISOString() };
  });
}

export async function wallet(deps: Pick<Platform, 'database'>, auth: AuthContext): Promise<WalletResponse> {
  const { db } = deps.database;
  const balance = await repo.balanceOf(db, auth.userId);
  if (balance === undefined) throw notFound(profileMessages.notFound);
  const texts = await textsForMember(db, auth.userId);
  return { balance, transactions: await recentTransactions(db, auth.userId, limits.recentTransactionsShown, texts.email) };
}

/** The balance as it stands (undefined: no profile). */
export function currentBalance(deps: Pick<Platform, 'database'>, userId: string) {
  return repo.balanceOf(deps.database.db, userId);
}
