import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { AwsClient } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketUrl, createS3Storage, S3StorageError } from '../../src/platform/storage/s3';
import { createS3Transport } from '../../src/platform/storage/s3-transport';
import { startS3Server, type TestS3Server } from '../support/s3-server';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

describe('the S3 storage', () => {
  it('addresses the bucket path-style or virtual-hosted', () => {
    expect(bucketUrl({ bucket: 'pics', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true })).toBe('http://127.0.0.1:9000/pics');
    expect(bucketUrl({ bucket: 'pics', endpoint: 'https://s3.eu-west-3.amazonaws.com', forcePathStyle: false })).toBe(
      'https://pics.s3.eu-west-3.amazonaws.com',
    );
    expect(bucketUrl({ bucket: 'pics', endpoint: 'https://gateway.example/s3/', forcePathStyle: true })).toBe('https://gateway.example/s3/pics');
  });

  it('signs every request: a wrong secret is refused by the store, and nothing is written', async () => {
    const forged = createS3Storage({ ...s3.config, secretAccessKey: 'guessed' });
    const error = await forged.put('pictures/forged.webp', Buffer.from('x'), 'image/webp').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3StorageError);
    expect(error).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(await createS3Storage(s3.config).head('pictures/forged.webp')).toBeNull();
  });

  it('says which bucket is missing when check runs against one that does not exist', async () => {
    await expect(createS3Storage({ ...s3.config, bucket: 'no-such-bucket' }).check()).rejects.toMatchObject({ status: 404 });
  });

  it('fails at once when nothing listens at the endpoint', async () => {
    const down = createS3Storage({ ...s3.config, endpoint: 'http://127.0.0.1:9' });
    await expect(down.check()).rejects.toThrow();
    await expect(down.get('pictures/x.webp')).rejects.toThrow();
  });

  it('serves an object another tool stored with a non-image type as the type its key names', async () => {
    // Written straight to the bucket as text/html: /media must still answer an image type.
    const client = new AwsClient({ ...s3.config, service: 's3' });
    const put = await client.fetch(`${s3.endpoint}/${s3.bucket}/pictures/foreign.webp`, {
      method: 'PUT',
      body: '<script>alert(1)</script>',
      headers: { 'content-type': 'text/html' },
    });
    expect(put.status).toBe(200);
    const object = await createS3Storage(s3.config).get('pictures/foreign.webp');
    expect(object?.contentType).toBe('image/webp');
    object?.body.destroy();
  });
});

describe('the S3 transport', () => {
  const credentials = { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example', region: 'us-east-1' };

  /** A loopback HTTP server answering with `handle`; counts the requests it got. */
  async function fakeStoreAnswering(handle: (request: http.IncomingMessage, response: http.ServerResponse, count: number) => void) {
    let count = 0;
    const server = http.createServer((request, response) => handle(request, response, ++count));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}/bucket/pictures/a.webp`,
      requests: () => count,
      close: () => new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    };
  }

  it('retries a 503 (signed afresh) and gives up on a 403 at once', async () => {
    const store = await fakeStoreAnswering((request, response, count) => {
      expect(request.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAEXAMPLE\//);
      response.writeHead(request.url?.includes('denied') ? 403 : count === 1 ? 503 : 200).end();
    });
    const send = createS3Transport(credentials);
    expect((await send({ method: 'GET', url: store.url })).statusCode).toBe(200);
    expect(store.requests()).toBe(2);
    expect((await send({ method: 'GET', url: `${store.url}?denied` })).statusCode).toBe(403);
    expect(store.requests()).toBe(3);
    await store.close();
  });

  it('gives up on a store that accepts the connection but never answers', async () => {
    const store = await fakeStoreAnswering(() => undefined);
    const send = createS3Transport(credentials, { idleTimeoutMs: 100, retries: 0 });
    await expect(send({ method: 'GET', url: store.url })).rejects.toThrow(/sent nothing for 100 ms/);
    await store.close();
  });

  it('ends a streamed body with an error when the store stalls in the middle of it', async () => {
    const store = await fakeStoreAnswering((_request, response) => {
      response.writeHead(200, { 'content-length': '1000', 'content-type': 'image/webp' });
      response.write(Buffer.alloc(100));
    });
    const send = createS3Transport(credentials, { idleTimeoutMs: 100, retries: 0 });
    const response = await send({ method: 'GET', url: store.url });
    await expect(buffer(response)).rejects.toThrow();
    await store.close();
  });
});
