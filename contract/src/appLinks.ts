import { clientPaths } from './routes';

/**
 * Issue 29, "links open the app": the pages an e-mail links to (confirmation and one-time sign-in
 * on /auth, password reset, a guardian's accept and stop) open in the store apps when installed
 * (Android App Links, iOS Universal Links). The server's /.well-known files, the Android manifest
 * and the iOS entitlements all name these (npm run native:check compares them).
 */
export const appLinkPaths = [clientPaths.auth, clientPaths.resetPassword, clientPaths.guardianAccept, clientPaths.guardianStop] as const;

/** The apps' package name (Android) and bundle identifier (iOS): capacitor.config.ts's appId. */
export const NATIVE_APP_ID = 'app.mithaq';

/** A release key's SHA-256 certificate fingerprint as Android prints it: 32 bytes, hex, colon-separated. */
export const ANDROID_FINGERPRINT = /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/;
/** An iOS app id: the Apple team id (10 characters), a dot, the bundle identifier. */
export const IOS_APP_ID = /^[A-Z0-9]{10}\.[A-Za-z0-9.-]+$/;

/** /.well-known/assetlinks.json: the app signed by these keys may open this site's links. */
export function assetLinks(fingerprints: readonly string[]) {
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: { namespace: 'android_app', package_name: NATIVE_APP_ID, sha256_cert_fingerprints: [...fingerprints] },
    },
  ];
}

/** /.well-known/apple-app-site-association: these apps open appLinkPaths (with or without a query). */
export function appleAppSiteAssociation(appIds: readonly string[]) {
  return {
    applinks: {
      details: [{ appIDs: [...appIds], components: appLinkPaths.map((path) => ({ '/': path, comment: `opens ${path} in the app` })) }],
    },
  };
}
