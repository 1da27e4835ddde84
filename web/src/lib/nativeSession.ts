/**
 * The wrapper's refresh token (DESIGN §5: bearer tokens, no cookies). Its webview's cookies are
 * third-party to the API, which the platforms block, so the server hands the refresh token over
 * in the body (X-Mithaq-Client: native) and the app keeps it itself: in the platform's key store
 * (iOS Keychain; Android Keystore, which encrypts it with a key that never leaves the device),
 * not in the webview's storage, where any script running in the page could read it. Only the
 * wrapper's adapter of web/src/lib/transport.ts calls this file, so a browser never stores here.
 */
const KEY = 'mithaq.nativeRefreshToken';

/**
 * The wrapper's known-device token (the web's is a cookie): at sign-in it gives this device its
 * own budget of wrong passwords, so guesses made elsewhere cannot lock its owner out. Not a
 * credential, and kept across sign-outs (forgetNativeRefreshToken leaves it): the device stays known.
 */
const DEVICE_KEY = 'mithaq.nativeDeviceToken';

/** The platform's key store as the wrapper uses it: one text under one name (the port tests replace). */
export interface SecretStore {
  /** The text kept under `key`, or null when there is none. */
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

/**
 * @aparajita/capacitor-secure-storage, loaded only inside the wrapper: Android Keystore; on iOS a
 * Keychain item readable only while the device is unlocked and never synced to iCloud, restored
 * from a backup or moved to another phone (…ThisDeviceOnly).
 */
async function pluginStore(): Promise<SecretStore> {
  const { KeychainAccess, SecureStorage } = await import('@aparajita/capacitor-secure-storage');
  return {
    get: (key) => SecureStorage.getItem(key),
    set: (key, value) => SecureStorage.set(key, value, false, false, KeychainAccess.whenUnlockedThisDeviceOnly),
    remove: async (key) => {
      await SecureStorage.remove(key);
    },
  };
}

let store: Promise<SecretStore> | null = null;
let ready: Promise<SecretStore> | null = null;

/** Puts another key store in the plugin's place (tests), or the plugin back with null; the move below runs again. */
export function replaceSecretStore(replacement: SecretStore | null): void {
  store = replacement ? Promise.resolve(replacement) : null;
  ready = null;
}

/**
 * Versions before the key store kept the token in localStorage: on the first use after an update
 * it moves into the key store (unless that already holds a newer one), and only once it is there
 * is the old copy erased. A failure leaves the old copy for the next start to try again.
 */
async function moveLegacyToken(secrets: SecretStore) {
  const legacy = localStorage.getItem(KEY);
  if (legacy === null) return;
  if ((await secrets.get(KEY)) === null) await secrets.set(KEY, legacy);
  localStorage.removeItem(KEY);
}

/** The key store, once per start with any legacy token moved into it. */
function secretStore(): Promise<SecretStore> {
  ready ??= (async () => {
    const secrets = await (store ??= pluginStore());
    await moveLegacyToken(secrets).catch((error: unknown) => console.warn('The kept session was not moved to the key store', error));
    return secrets;
  })();
  return ready;
}

let turn: Promise<unknown> = Promise.resolve();

/**
 * Runs `task` on the key store after every call asked for before it (the plugin's calls are
 * asynchronous): a sign-out's removal never lands after the next sign-in's token.
 */
function inTurn<T>(task: (secrets: SecretStore) => Promise<T>): Promise<T> {
  const secrets = secretStore();
  const done = turn.then(async () => task(await secrets));
  turn = done.catch(() => undefined);
  return done;
}

export async function nativeRefreshToken(): Promise<string | null> {
  return inTurn((secrets) => secrets.get(KEY));
}

/** The body of /api/auth/refresh and /api/auth/sign-out: the kept token in the wrapper, nothing on the web. */
export async function nativeRefreshBody(): Promise<{ refreshToken: string } | undefined> {
  const refreshToken = await nativeRefreshToken();
  return refreshToken ? { refreshToken } : undefined;
}

/** Keeps a session's rotated refresh token (the server sends one only to the wrapper), and a sign-in's device token. */
export async function keepNativeRefreshToken({ refreshToken, deviceToken }: { refreshToken?: string; deviceToken?: string }): Promise<void> {
  if (refreshToken) await inTurn((secrets) => secrets.set(KEY, refreshToken));
  if (deviceToken) await inTurn((secrets) => secrets.set(DEVICE_KEY, deviceToken));
}

/** Added to the sign-in body in the wrapper: the kept device token, when there is one. */
export async function nativeDeviceBody(): Promise<{ deviceToken: string } | undefined> {
  const deviceToken = await inTurn((secrets) => secrets.get(DEVICE_KEY));
  return deviceToken ? { deviceToken } : undefined;
}

export async function forgetNativeRefreshToken(): Promise<void> {
  await inTurn((secrets) => secrets.remove(KEY));
}
