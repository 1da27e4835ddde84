import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { jwtVerify } from 'jose';

export interface FcmMessage {
  token: string;
  notification: { title: string; body: string };
  data: Record<string, string>;
  android?: { priority: string; ttl: string };
}

/**
 * Google's OAuth token endpoint and FCM HTTP v1 on loopback, with a service account of their own
 * (written to a file for FCM_SERVICE_ACCOUNT). The token endpoint verifies the signed assertion
 * (RS256, issuer, audience, scope) with the account's public key; a send needs a token it
 * issued. A device token in `unregistered` answers 404 UNREGISTERED, as FCM does for an app
 * that was uninstalled.
 */
export async function startFcmServer() {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const account = {
    type: 'service_account',
    project_id: 'mithaq-test',
    client_email: 'push@mithaq-test.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-fcm-'));
  const accountFile = path.join(dir, 'service-account.json');
  fs.writeFileSync(accountFile, JSON.stringify(account));

  const issued = new Set<string>();
  const messages: FcmMessage[] = [];
  const errors: string[] = [];
  const unregistered = new Set<string>();
  let exchanges = 0;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const reply = (status: number, json: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
        try {
          if (request.url === '/token') {
            const form = new URLSearchParams(body);
            if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') throw new Error('bad grant_type');
            const { payload } = await jwtVerify(form.get('assertion') ?? '', publicKey, { issuer: account.client_email, audience: `${origin}/token`, algorithms: ['RS256'] });
            if (payload.scope !== 'https://www.googleapis.com/auth/firebase.messaging') throw new Error('bad scope');
            exchanges += 1;
            const token = `ya29.test-${crypto.randomUUID()}`;
            issued.add(token);
            return reply(200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
          }
          if (request.url !== `/v1/projects/${account.project_id}/messages:send`) return reply(404, { error: { status: 'NOT_FOUND' } });
          const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
          if (!bearer || !issued.has(bearer)) return reply(401, { error: { status: 'UNAUTHENTICATED' } });
          const { message } = JSON.parse(body) as { message: FcmMessage };
          if (unregistered.has(message.token)) {
            return reply(404, { error: { code: 404, status: 'NOT_FOUND', details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }] } });
          }
          messages.push(message);
          return reply(200, { name: `projects/${account.project_id}/messages/${messages.length}` });
        } catch (error) {
          errors.push(String(error));
          return reply(400, { error: String(error) });
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** The environment that points the server at this FCM. */
    env: { FCM_SERVICE_ACCOUNT: accountFile, FCM_API_BASE_URL: origin, FCM_TOKEN_URL: `${origin}/token` },
    messages,
    errors,
    unregistered,
    exchanges: () => exchanges,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
