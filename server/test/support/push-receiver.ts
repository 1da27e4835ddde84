import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer, type TestServerOptions } from './server';

/** A subscription as a browser makes one: a P-256 key pair and a 16-byte auth secret. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: crypto.ECDH;
}

export interface ReceivedPush {
  path: string;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The decrypted body, parsed. */
  payload: unknown;
}

/**
 * A Web Push service on loopback, strict like a real one: it checks the VAPID JWT (ES256, aud =
 * its origin, exp within 24 h, a sub) against the server's public key and decrypts the
 * aes128gcm body (RFC 8291 / RFC 8188) with the subscription's private key. `replyWith` makes it
 * answer a path with another status (410: the subscription is gone; 500: try later).
 */
export async function startPushReceiver(vapidPublicKey: string) {
  const received: ReceivedPush[] = [];
  const subscriptions = new Map<string, BrowserSubscription>();
  const replies = new Map<string, number>();
  const errors: string[] = [];
  const key = await importJWK(jwkOf(Buffer.from(vapidPublicKey, 'base64url')), 'ES256');

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const path = request.url ?? '';
        try {
          const [, token, k] = /^vapid t=([^,]+), k=(.+)$/.exec(request.headers.authorization ?? '') ?? [];
          if (!token || k !== vapidPublicKey) throw new Error(`bad Authorization: ${request.headers.authorization}`);
          const { payload } = await jwtVerify(token, key, { audience: origin, algorithms: ['ES256'] });
          if (!payload.sub || !payload.exp || payload.exp > Date.now() / 1000 + 24 * 3600) throw new Error('bad VAPID claims');
          if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          const subscription = subscriptions.get(path);
          if (!subscription) throw new Error(`unknown subscription ${path}`);
          const status = replies.get(path) ?? 201;
          if (status === 201) {
            const body = decrypt(Buffer.concat(chunks), subscription);
            received.push({ path, ttl: header(request, 'ttl'), urgency: header(request, 'urgency'), payload: JSON.parse(body) });
          }
          response.writeHead(status).end();
        } catch (error) {
          errors.push(String(error));
          response.writeHead(400).end();
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    received,
    errors,
    /** A new browser subscription at this service. */
    subscribe(): BrowserSubscription {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const path = `/push/${crypto.randomUUID()}`;
      const subscription = {
        endpoint: `${origin}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') },
        ecdh,
      };
      subscriptions.set(path, subscription);
      return subscription;
    },
    replyWith(subscription: BrowserSubscription, status: number) {
      replies.set(new URL(subscription.endpoint).pathname, status);
    },
    to: (subscription: BrowserSubscription) => received.filter((push) => push.path === new URL(subscription.endpoint).pathname),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const header = (request: http.IncomingMessage, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function jwkOf(publicKey: Buffer) {
  return { kty: 'EC', crv: 'P-256', x: publicKey.subarray(1, 33).toString('base64url'), y: publicKey.subarray(33, 65).toString('base64url') };
}

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) => Buffer.from(crypto.hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8291 §3.4 + RFC 8188: one record, as web-push sends it. */
function decrypt(body: Buffer, subscription: BrowserSubscription): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const receiverPublic = subscription.ecdh.getPublicKey();
  const shared = subscription.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = hkdf(shared, Buffer.from(subscription.keys.auth, 'base64url'), keyInfo, 32);
  const cek = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export type PushReceiver = Awaited<ReturnType<typeof startPushReceiver>>;

/** A test server allowed to push to this machine, and a Web Push receiver for its VAPID key. */
export async function startServerWithPushReceiver(options: Omit<TestServerOptions, 'env'> = {}) {
  const server = await startTestServer({ ...options, env: { PUSH_ALLOWED_HOSTS: '127.0.0.1' } });
  const receiver = await startPushReceiver(server.platform.push.vapidPublicKey);
  return { server, receiver, close: () => Promise.all([server.close(), receiver.close()]) };
}

/** A test file's server and push receiver: started before its tests, closed after them. */
export function pushServerForFile(options: Omit<TestServerOptions, 'env'> = {}) {
  const env = {} as { server: TestServer; receiver: PushReceiver };
  let close: () => Promise<unknown> = async () => {};
  beforeAll(async () => {
    const started = await startServerWithPushReceiver(options);
    Object.assign(env, { server: started.server, receiver: started.receiver });
    close = started.close;
  });
  afterAll(() => close());
  return env;
}
