import fs from 'node:fs';
import type { PushPayload } from '@mithaq/contract/push';
import { SignJWT, importPKCS8 } from 'jose';
import { z } from 'zod';
import type { Clock } from '../clock';
import { deliveryOptions } from './delivery-options';
import type { PushOutcome } from './push-sender';
import type { PushTransport } from './transport';

const serviceAccountSchema = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().min(1),
});
export type ServiceAccount = z.infer<typeof serviceAccountSchema>;

export function readServiceAccount(file: string): ServiceAccount {
  return serviceAccountSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
/** An access token is renewed this long before it runs out, so none expires on the way. */
const RENEW_BEFORE_MS = 5 * 60 * 1000;

/**
 * Firebase Cloud Messaging HTTP v1 for native tokens (Android, and iOS through APNs): the
 * service account signs a JWT (RS256, jose), Google's token endpoint trades it for an access
 * token kept until shortly before it expires, and each message is one POST, both through the push
 * transport (no redirects, a 3 s limit, a few at a time per host). Both URLs are configurable
 * (https on 443; the tests run it against a local server).
 */
export function createFcmClient(deps: { account: ServiceAccount; apiBaseUrl: string; tokenUrl: string; clock: Clock; transport: PushTransport }) {
  const { account, apiBaseUrl, tokenUrl, clock, transport } = deps;
  let cached: { token: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function fetchAccessToken(): Promise<string> {
    const key = await importPKCS8(account.private_key, 'RS256');
    const now = Math.floor(clock.now().getTime() / 1000);
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(account.client_email)
      .setAudience(tokenUrl)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(key);
    const body = await transport.post(
      tokenUrl,
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
      },
      async (response) => {
        if (!response.ok) {
          await response.body?.cancel();
          throw new Error(`FCM token endpoint answered ${response.status}`);
        }
        return (await response.json()) as { access_token?: string; expires_in?: number };
      },
    );
    if (!body.access_token) throw new Error('FCM token endpoint returned no access token');
    cached = { token: body.access_token, renewAt: clock.now().getTime() + (body.expires_in ?? 3600) * 1000 - RENEW_BEFORE_MS };
    return body.access_token;
  }

  function accessToken(): Promise<string> {
    if (cached && clock.now().getTime() < cached.renewAt) return Promise.resolve(cached.token);
    // Concurrent sends share one exchange.
    pending ??= fetchAccessToken().finally(() => (pending = undefined));
    return pending;
  }

  return async function sendFcm(token: string, payload: PushPayload): Promise<PushOutcome> {
    const { ttlSeconds, urgency } = deliveryOptions(payload.data.type);
    // FCM's data values must all be strings.
    const data = Object.fromEntries(Object.entries(payload.data).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
    const message = {
      token,
      notification: { title: payload.title, body: payload.body },
      data,
      android: {
        priority: urgency === 'high' ? 'high' : 'normal',
        ttl: `${ttlSeconds}s`,
        ...(payload.badge === undefined ? {} : { notification: { notification_count: payload.badge } }),
      },
      apns: {
        headers: { 'apns-priority': urgency === 'high' ? '10' : '5' },
        ...(payload.badge === undefined ? {} : { payload: { aps: { badge: payload.badge } } }),
      },
    };
    const url = `${apiBaseUrl}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`;
    const headers = { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' };
    return transport.post(url, { headers, body: JSON.stringify({ message }) }, async (response) => {
      if (response.ok) {
        await response.body?.cancel();
        return 'sent';
      }
      const text = await response.text();
      if (response.status === 404 || text.includes('UNREGISTERED')) return 'gone';
      if (response.status === 401) cached = undefined; // revoked or expired early: the retry gets a new one
      throw new Error(`FCM answered ${response.status}: ${text.slice(0, 200)}`);
    });
  };
}
