import { walletResponseSchema } from '@mithaq/contract/tokens';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/authenticate';
import type { Platform } from '../../platform/platform';
import * as service from './service';

export function registerTokenRoutes(app: FastifyInstance, platform: Platform) {
  // The Account page's Token Wallet: balance and the last 4 transactions.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/tokens/wallet',
    { schema: { response: { 200: walletResponseSchema } } },
    async (request) => service.wallet(platform, await requireAuth(platform, request)),
  );
}
