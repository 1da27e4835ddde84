import type { URLOpenListenerEvent } from '@capacitor/app';
import type { PluginListenerHandle } from '@capacitor/core';
import { describe, expect, it, vi } from 'vitest';
import { appLinkPathOf, followAppLinks, type AppPort } from './native';

const SITE = 'https://mithaq.example';

describe('the e-mail links the store app opens', () => {
  it('opens the site\'s e-mail pages in the app, query and all', () => {
    expect(appLinkPathOf('https://mithaq.example/reset-password?token=abc', SITE)).toBe('/reset-password?token=abc');
    expect(appLinkPathOf('https://mithaq.example/auth?confirmation_token=t%2B1', SITE)).toBe('/auth?confirmation_token=t%2B1');
    expect(appLinkPathOf('https://mithaq.example/guardian/accept/?token=g', SITE)).toBe('/guardian/accept?token=g');
    expect(appLinkPathOf('https://mithaq.example/guardian/stop?token=s', SITE)).toBe('/guardian/stop?token=s');
  });

  it('leaves alone another site, another page, or no site configured', () => {
    expect(appLinkPathOf('https://evil.example/reset-password?token=abc', SITE)).toBeNull();
    expect(appLinkPathOf('http://mithaq.example/reset-password?token=abc', SITE)).toBeNull();
    expect(appLinkPathOf('https://mithaq.example/app/account', SITE)).toBeNull();
    expect(appLinkPathOf('https://mithaq.example/reset-password-now', SITE)).toBeNull();
    expect(appLinkPathOf('not a url', SITE)).toBeNull();
    expect(appLinkPathOf('https://mithaq.example/auth', '')).toBeNull();
  });

  it('follows the link the app was opened with, then each one opened while it runs', async () => {
    let listener: ((event: URLOpenListenerEvent) => void) | undefined;
    const app: AppPort = {
      addListener: vi.fn(async (_event: 'appUrlOpen', callback: (event: URLOpenListenerEvent) => void) => {
        listener = callback;
        return { remove: async () => {} } as PluginListenerHandle;
      }) as unknown as AppPort['addListener'],
      getLaunchUrl: async () => ({ url: 'https://mithaq.example/auth?sign_in_token=first' }),
    };
    const navigate = vi.fn();
    await followAppLinks(app, SITE, navigate);
    expect(navigate).toHaveBeenCalledWith('/auth?sign_in_token=first');
    listener!({ url: 'https://mithaq.example/reset-password?token=second' });
    listener!({ url: 'https://elsewhere.example/reset-password?token=third' });
    expect(navigate.mock.calls).toEqual([['/auth?sign_in_token=first'], ['/reset-password?token=second']]);
  });
});
