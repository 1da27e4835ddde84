import { appLinkPaths } from '@mithaq/contract/appLinks';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { startTestServer, type TestServer } from '../support/server';

const FINGERPRINT = Array.from({ length: 32 }, (_, i) => (i * 7 + 16).toString(16).toUpperCase().padStart(2, '0')).join(':');
const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));

type Association = { applinks: { details: { appIDs: string[]; components: { '/': string }[] }[] } };

async function get(server: TestServer, path: string) {
  const response = await server.fetch(path, { redirect: 'manual' });
  const body: unknown = response.status === 200 ? await response.json() : null;
  return { status: response.status, type: response.headers.get('content-type'), body };
}

describe('the store apps open e-mail links (/.well-known)', () => {
  it('serves assetlinks.json and apple-app-site-association for the configured apps, as JSON, no redirect', async () => {
    const server = await startTestServer({ env: { ANDROID_APP_FINGERPRINTS: ` ${FINGERPRINT} `, IOS_APP_IDS: 'ABCDE12345.app.mithaq' } });
    servers.push(server);
    const android = await get(server, '/.well-known/assetlinks.json');
    expect(android.status).toBe(200);
    expect(android.type).toMatch(/^application\/json/);
    expect(android.body).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: { namespace: 'android_app', package_name: 'app.mithaq', sha256_cert_fingerprints: [FINGERPRINT] },
      },
    ]);
    const ios = await get(server, '/.well-known/apple-app-site-association');
    expect(ios.status).toBe(200);
    expect(ios.type).toMatch(/^application\/json/);
    const details = (ios.body as Association).applinks.details;
    expect(details).toHaveLength(1);
    expect(details[0]!.appIDs).toEqual(['ABCDE12345.app.mithaq']);
    expect(details[0]!.components.map((component) => component['/'])).toEqual([...appLinkPaths]);
    expect(appLinkPaths).toEqual(['/auth', '/reset-password', '/guardian/accept', '/guardian/stop']);
  });

  it('answers 404 for an app that is not configured (nothing claims the links)', async () => {
    const server = await startTestServer();
    servers.push(server);
    expect((await get(server, '/.well-known/assetlinks.json')).status).toBe(404);
    expect((await get(server, '/.well-known/apple-app-site-association')).status).toBe(404);
  });

  it('refuses a malformed fingerprint or app id at start, naming the variable', () => {
    expect(() => loadConfig({ ANDROID_APP_FINGERPRINTS: 'AB:CD' })).toThrow(/ANDROID_APP_FINGERPRINTS/);
    expect(() => loadConfig({ IOS_APP_IDS: 'app.mithaq' })).toThrow(/IOS_APP_IDS/);
  });
});
