import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBaseUrl, apiUrl, byPlatform, isNativeApp } from './platform';
import { realtimeUrl } from './realtime';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('isNativeApp', () => {
  it('is true only where the Capacitor bridge says it is native', () => {
    expect(isNativeApp({})).toBe(false);
    expect(isNativeApp({ Capacitor: { isNativePlatform: () => false } })).toBe(false);
    expect(isNativeApp({ Capacitor: { isNativePlatform: () => true } })).toBe(true);
    // The browser (and jsdom) has no bridge.
    expect(isNativeApp()).toBe(false);
  });
});

describe('byPlatform', () => {
  it("picks a port's wrapper adapter only where the bridge says it is native", () => {
    const adapters = { browser: 'browser', native: 'native' };
    expect(byPlatform(adapters, { Capacitor: { isNativePlatform: () => true } })).toBe('native');
    expect(byPlatform(adapters, { Capacitor: { isNativePlatform: () => false } })).toBe('browser');
    expect(byPlatform(adapters)).toBe('browser');
  });
});

describe('the API base', () => {
  it('is empty (same origin) unless VITE_API_BASE_URL is set, without a trailing slash', () => {
    expect(apiBaseUrl(undefined)).toBe('');
    expect(apiBaseUrl(' https://api.example/ ')).toBe('https://api.example');
    vi.stubEnv('VITE_API_BASE_URL', 'https://mithaq.example');
    expect(apiBaseUrl()).toBe('https://mithaq.example');
  });

  it('prefixes server paths only when a base is set', () => {
    expect(apiUrl('/api/x', '')).toBe('/api/x');
    expect(apiUrl('/api/x', 'https://mithaq.example')).toBe('https://mithaq.example/api/x');
    expect(apiUrl('/media/p.webp?sig=1', 'https://mithaq.example')).toBe('https://mithaq.example/media/p.webp?sig=1');
    // Already absolute (or protocol-relative): left alone.
    expect(apiUrl('https://other.example/a', 'https://mithaq.example')).toBe('https://other.example/a');
    expect(apiUrl('//cdn.example/a', 'https://mithaq.example')).toBe('//cdn.example/a');
  });

  it("puts the realtime socket on the API's origin when a base is set", () => {
    const page = { protocol: 'https:', host: 'localhost' };
    expect(realtimeUrl('/api/realtime', page, '')).toBe('wss://localhost/api/realtime');
    expect(realtimeUrl('/api/realtime', page, 'https://mithaq.example')).toBe('wss://mithaq.example/api/realtime');
    expect(realtimeUrl('/api/realtime', page, 'http://10.0.2.2:3000')).toBe('ws://10.0.2.2:3000/api/realtime');
  });
});
