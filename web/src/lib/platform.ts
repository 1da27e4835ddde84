/**
 * Where the web code runs: a browser tab (or the installed PWA) on the server's own origin, or the
 * native wrapper (Capacitor), whose pages come from https://localhost (Android) or
 * capacitor://localhost (iOS) and so must name the API's origin and hold the session as bearer
 * tokens (DESIGN §5, §9). Everything else asks these functions instead of guessing.
 */

declare global {
  interface ImportMetaEnv {
    /** The API's origin for builds the API server does not serve (the native wrapper); unset on the web. */
    readonly VITE_API_BASE_URL?: string;
  }
}

/** The part of `window` Capacitor's native bridge adds (absent in a browser). */
interface CapacitorBridge {
  Capacitor?: { isNativePlatform?: () => boolean; getPlatform?: () => string };
}

/**
 * True inside the native wrapper. Read from the bridge Capacitor injects before the app's
 * scripts run, so the web bundle needs no Capacitor import to know it.
 */
export function isNativeApp(scope: CapacitorBridge = globalThis as CapacitorBridge): boolean {
  return scope.Capacitor?.isNativePlatform?.() === true;
}

/**
 * The API's origin when the pages are not served by the API server (the wrapper), set at build
 * time as VITE_API_BASE_URL (e.g. https://mithaq.example); '' means same origin, as on the web.
 */
export function apiBaseUrl(configured: string | undefined = import.meta.env.VITE_API_BASE_URL): string {
  return (configured ?? '').trim().replace(/\/+$/, '');
}

/** An absolute URL for a server path (/api/…, /media/…) when an API base is set; the path itself otherwise. */
export function apiUrl(path: string, base: string = apiBaseUrl()): string {
  return base && path.startsWith('/') && !path.startsWith('//') ? `${base}${path}` : path;
}

/**
 * The one place that picks between a capability's two adapters (DESIGN §5, docs/ARCHITECTURE.md
 * "Native and browser"): the browser's or the wrapper's. Each port (lib/transport.ts,
 * features/push/devicePush.ts, features/app-links/appLinks.ts) asks it; components call the port
 * and never branch on the platform themselves. Read per call, which costs nothing and lets a test
 * put the bridge in place before it renders.
 */
export function byPlatform<T>(adapters: { browser: T; native: T }, scope?: CapacitorBridge): T {
  return isNativeApp(scope) ? adapters.native : adapters.browser;
}
