import { vi } from 'vitest';

export const subscriptionJson = {
  endpoint: 'https://push.example.test/subscription-1',
  keys: { p256dh: 'BPublicKeyOfTheBrowser', auth: 'authSecret' },
};

export interface PushBrowserOptions {
  /** Notification.permission before anything is asked. */
  permission?: NotificationPermission;
  /** What the permission prompt answers. */
  answer?: NotificationPermission;
  /** Whether this browser already holds a push subscription. */
  subscribed?: boolean;
  /** false: a browser without Notification, PushManager or service workers. */
  supported?: boolean;
  userAgent?: string;
}

export const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/**
 * The browser's push boundary, replaced: Notification, PushManager and a service worker
 * registration whose pushManager hands out one fake subscription. `restore` removes what
 * vi.unstubAllGlobals (run after every test) does not: the navigator properties.
 */
export function installPushBrowser(options: PushBrowserOptions = {}) {
  const { permission = 'default', answer = 'granted', subscribed = false, supported = true, userAgent } = options;
  const subscription = {
    endpoint: subscriptionJson.endpoint,
    toJSON: () => subscriptionJson,
    unsubscribe: vi.fn(async () => {
      state.subscription = null;
      return true;
    }),
  };
  const state: { subscription: typeof subscription | null } = { subscription: subscribed ? subscription : null };
  const pushManager = {
    getSubscription: vi.fn(async () => state.subscription),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      state.subscription = subscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  if (supported) {
    vi.stubGlobal('Notification', notification);
    vi.stubGlobal('PushManager', class PushManager {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => registration, ready: Promise.resolve(registration), register: vi.fn(async () => registration) },
    });
  }
  if (userAgent) Object.defineProperty(navigator, 'userAgent', { configurable: true, value: userAgent });
  return {
    notification,
    pushManager,
    subscription,
    state,
    restore() {
      Reflect.deleteProperty(navigator, 'serviceWorker');
      Reflect.deleteProperty(navigator, 'userAgent');
    },
  };
}
