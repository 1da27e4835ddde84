import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native wrapper (issue 15, DESIGN §9): the web build (dist/) inside an Android and an iOS
 * app. Its pages come from https://localhost (Android) and capacitor://localhost (iOS); the API's
 * origin is built in through VITE_API_BASE_URL (see README "Native app").
 *
 * CAP_SERVER_URL, read only when `cap sync` runs, points the webview at a development server for
 * live reload. Never set it for a release: the app would load a remote site instead of its own
 * files (so a store build must be synced without it).
 */
const devServerUrl = process.env.CAP_SERVER_URL?.trim();

const config: CapacitorConfig = {
  appId: 'app.mithaq',
  appName: 'Mithaq',
  webDir: 'dist',
  plugins: {
    // Shown while the app is open as well (the in-app bell still lists them).
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
  },
  ...(devServerUrl ? { server: { url: devServerUrl, cleartext: devServerUrl.startsWith('http://') } } : {}),
};

export default config;
