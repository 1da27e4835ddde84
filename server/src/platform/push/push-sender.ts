import type { PushPayload } from '@mithaq/contract/push';
import type { PushConfig } from '../../config';
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import { createFcmClient, readServiceAccount } from './fcm-client';
import { createPushTransport } from './transport';
import { resolveVapidKeys } from './vapid-keys';
import { createWebPushSender } from './web-push-sender';

/**
 * 'gone': the push service no longer knows this device (its registration is to be deleted);
 * 'refused': an endpoint the rules no longer allow (another port or host), never contacted.
 */
export type PushOutcome = 'sent' | 'gone' | 'skipped' | 'refused';

export interface PushTarget {
  kind: 'webpush' | 'fcm';
  token: string;
  keys: { p256dh: string; auth: string } | null;
}

export interface PushSender {
  /** What browsers subscribe with (GET /api/push/vapid-public-key). */
  vapidPublicKey: string;
  /** Resolves with the outcome; throws when worth retrying (5xx, 429, network, timeout, a redirect). */
  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome>;
}

/**
 * Web Push for browsers, FCM for native tokens. Without FCM_SERVICE_ACCOUNT native pushes are
 * skipped (said once, here at start): the rest of the app works the same.
 */
export function createPushSender(deps: { config: PushConfig; dataDir: string; clock: Clock; logger: Logger }): PushSender {
  const { config, logger } = deps;
  const vapid = resolveVapidKeys(config.vapidKeys, deps.dataDir);
  // One transport for both, so a host's slots count every push this server sends it.
  const transport = createPushTransport(config.perHost);
  const sendWebPush = createWebPushSender({ ...vapid, subject: config.vapidSubject, rules: config, transport });
  const fcmPath = config.fcm.serviceAccountPath;
  const sendFcm = fcmPath
    ? createFcmClient({ account: readServiceAccount(fcmPath), apiBaseUrl: config.fcm.apiBaseUrl, tokenUrl: config.fcm.tokenUrl, clock: deps.clock, transport })
    : undefined;
  if (!sendFcm) logger.info('FCM_SERVICE_ACCOUNT is not set: pushes to the native app are off (web push works)');
  return {
    vapidPublicKey: vapid.publicKey,
    async send(target, payload) {
      if (target.kind === 'webpush') {
        if (!target.keys) return 'gone'; // a web subscription without keys cannot be encrypted to
        return sendWebPush({ endpoint: target.token, keys: target.keys }, payload);
      }
      return sendFcm ? sendFcm(target.token, payload) : 'skipped';
    },
  };
}
