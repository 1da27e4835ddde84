// Tokens for other features, their one way in: balances, token transactions, the welcome grant and the weekly
// grant's week.

export { currentBalance, grantWelcomeTokens, recentTransactions, recordTransaction } from './service';
export { isoWeek } from './weekly-grant';
