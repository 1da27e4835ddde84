import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

/** Everything the server logs, one JSON line per entry. */
const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
const urlsLogged = () => lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter(Boolean);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { LOG_LEVEL: 'info' }, logDestination: capture });
});
afterAll(() => server.close());

it('logs no line for a health or readiness poll at info level, and still logs other requests', async () => {
  for (let poll = 0; poll < 5; poll += 1) {
    expect((await server.fetch('/api/health')).status).toBe(200);
    expect((await server.fetch('/api/ready')).status).toBe(200);
  }
  await server.fetch('/api/stories');
  const urls = urlsLogged();
  expect(urls).not.toContain('/api/health');
  expect(urls).not.toContain('/api/ready');
  expect(urls).toContain('/api/stories');
});
