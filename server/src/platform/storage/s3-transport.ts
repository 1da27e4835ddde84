import http from 'node:http';
import https from 'node:https';
import { AwsV4Signer } from 'aws4fetch';

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface S3Request {
  method: 'GET' | 'HEAD' | 'PUT' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  body?: Buffer;
}

/**
 * Signs S3 requests (SigV4 by aws4fetch's signer) and sends them over kept-alive node:http(s)
 * connections. Not the global fetch: /media streams every picture through here, and fetch
 * plus its web-stream conversion cost twice the CPU per picture (npm run bench -- media).
 * Every request we make is idempotent, so a 5xx or 429 is retried, re-signed, with back-off.
 */
export function createS3Transport(credentials: S3Credentials, options = { idleTimeoutMs: 15_000, retries: 2 }) {
  const signingKeys = new Map<string, ArrayBuffer>(); // the day's derived key, not re-derived per request
  const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

  async function once(request: S3Request): Promise<http.IncomingMessage> {
    const signed = await new AwsV4Signer({ ...credentials, ...request, service: 's3', cache: signingKeys }).sign();
    const headers = Object.fromEntries(signed.headers);
    // A PUT must say its length (S3 refuses chunked uploads); the length is never signed.
    if (request.body) headers['content-length'] = String(request.body.length);
    const secure = signed.url.protocol === 'https:';
    return new Promise((resolve, reject) => {
      const outgoing = (secure ? https : http).request(signed.url, { method: request.method, headers, agent: secure ? agents.https : agents.http }, resolve);
      // Idle time, not total time: a store silent this long (before its answer, or in the middle
      // of a streamed body) is down for us; a large body that keeps flowing is not cut.
      outgoing.setTimeout(options.idleTimeoutMs, () => outgoing.destroy(new Error(`S3 ${request.method} sent nothing for ${options.idleTimeoutMs} ms`)));
      outgoing.on('error', reject);
      outgoing.end(request.body);
    });
  }

  return async function send(request: S3Request): Promise<http.IncomingMessage> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await once(request);
      const status = response.statusCode ?? 0;
      if ((status < 500 && status !== 429) || attempt >= options.retries) return response;
      response.resume();
      await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt * Math.random()));
    }
  };
}
