import crypto from 'node:crypto';
import websocket from '@fastify/websocket';
import { uiTimings } from '@mithaq/contract/constants';
import { serverMessages } from '@mithaq/contract/errors';
import { REALTIME_MAX_FRAME_BYTES, REALTIME_PATH, realtimeCloseCodes } from '@mithaq/contract/realtime';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../errors';
import { isNativeAppOrigin } from '../../http/cors';
import { isSameSiteOrigin } from '../../http/csrf';
import type { Platform } from '../../platform/platform';
import { clientKey } from '../../platform/rate-limit';
import { createConnectionRegistry } from './connections';
import { deliverRealtimeEvents } from './delivery';
import { handleSocket } from './socket';

/** A client silent for two heartbeats (plus slack) is gone: close it so its server-side state goes too. */
const SILENT_LIMIT_MS = uiTimings.realtimeHeartbeat * 2 + 10_000;

/** The one WebSocket of each signed-in client, at /api/realtime. */
export async function registerRealtimeRoutes(app: FastifyInstance, platform: Platform) {
  // A bigger frame closes the socket with 1009 before it is buffered whole.
  await app.register(websocket, { options: { maxPayload: REALTIME_MAX_FRAME_BYTES } });
  const registry = createConnectionRegistry();
  const stopDelivery = deliverRealtimeEvents(platform, registry);
  const sweep = setInterval(() => {
    const cutoff = Date.now() - SILENT_LIMIT_MS;
    for (const connection of registry.all()) if (connection.lastSeenAt < cutoff) connection.socket.terminate();
  }, uiTimings.realtimeHeartbeat);
  sweep.unref();

  app.addHook('onClose', async () => {
    clearInterval(sweep);
    stopDelivery();
    for (const connection of registry.all()) connection.socket.close(realtimeCloseCodes.goingAway, 'server shutting down');
  });

  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      // A page on another site must not open a socket with a token it somehow holds (the native
      // wrapper's pages are not another site: http/cors.ts).
      preValidation: async (request) => {
        if (!isSameSiteOrigin(request, platform.config.publicUrl) && !isNativeAppOrigin(request)) throw forbidden(serverMessages.crossSiteRefused);
      },
    },
    (socket, request) => handleSocket(platform, registry, socket, { id: crypto.randomUUID(), address: clientKey(request.ip) }),
  );
}
