import { walletResponseSchema } from '../tokens';
import { defineEndpoint } from './define';

export const tokensEndpoints = {
  // The Account page's Token Wallet: balance and the last 4 transactions.
  wallet: defineEndpoint({ method: 'GET', path: '/api/tokens/wallet', response: walletResponseSchema, errors: [] }),
};
