/**
 * native:check's store-readiness checks (issue 29), without the Android or iOS SDKs: what each
 * app asks the system for (permissions, with iOS's sentences in seven languages), its own name and
 * artwork (nothing left of Capacitor's templates), and the e-mail links it opens (the manifest's
 * and the entitlements' hosts and paths, and the server's /.well-known files that grant them).
 * Beside check-locales.ts (run by tsx, reads contract/, server/ and web/); web/scripts/check-native.mjs calls it.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import Fastify from 'fastify';
import { appLinkPaths, NATIVE_APP_ID } from '../contract/src/appLinks';
import { registerAppLinkRoutes } from '../server/src/features/app-links/routes';
import { NATIVE_LANGUAGES, nativeTextFiles, nativeTextsOf, USAGE_KEYS } from '../web/scripts/native-texts.mjs';

export type Check = (ok: boolean, what: string) => void;

const ANDROID_PERMISSIONS = ['ACCESS_COARSE_LOCATION', 'ACCESS_FINE_LOCATION', 'CAMERA', 'POST_NOTIFICATIONS'];
/** Hardware the permissions imply, declared optional so phones without it can still install the app. */
const OPTIONAL_FEATURES = ['android.hardware.camera', 'android.hardware.location.gps'];

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const sha = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** The artwork files of Capacitor's project templates (what `cap add` copied in), by content. */
function templateArtwork(web: string): Set<string> {
  const assets = join(web, '..', 'node_modules/@capacitor/cli/assets');
  const hashes = new Set<string>();
  for (const archive of ['android-template.tar.gz', 'ios-pods-template.tar.gz', 'ios-spm-template.tar.gz']) {
    if (!existsSync(join(assets, archive))) continue;
    const dir = mkdtempSync(join(tmpdir(), 'cap-template-'));
    try {
      execFileSync('tar', ['-xzf', join(assets, archive), '-C', dir]);
      for (const file of filesUnder(dir)) if (/\/(res\/(drawable|mipmap)[^/]*|Assets\.xcassets\/.*)\/[^/]+\.(png|xml)$/.test(file)) hashes.add(sha(file));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return hashes;
}

function androidChecks(web: string, read: (path: string) => string, check: Check) {
  const manifest = read('android/app/src/main/AndroidManifest.xml');
  for (const permission of ANDROID_PERMISSIONS) {
    check(manifest.includes(`<uses-permission android:name="android.permission.${permission}" />`), `android: AndroidManifest.xml asks for ${permission}`);
  }
  for (const feature of OPTIONAL_FEATURES) {
    check(manifest.includes(`<uses-feature android:name="${feature}" android:required="false" />`), `android: ${feature} is declared optional`);
  }
  // App Links: one verified filter for the site's host (a build setting) and each e-mail path.
  const filter = /<intent-filter android:autoVerify="true">([\s\S]*?)<\/intent-filter>/.exec(manifest)?.[1] ?? '';
  check(
    ['android.intent.action.VIEW', 'android.intent.category.DEFAULT', 'android.intent.category.BROWSABLE'].every((name) => filter.includes(`"${name}"`)) &&
      filter.includes('android:scheme="https"') &&
      filter.includes('android:host="${appLinksHost}"'),
    'android: AndroidManifest.xml has a verified https App Links filter for ${appLinksHost}',
  );
  for (const path of appLinkPaths) check(filter.includes(`android:path="${path}"`), `android: the App Links filter opens ${path}`);
  check(/manifestPlaceholders\s*=\s*\[\s*appLinksHost:/.test(read('android/app/build.gradle')), 'android: app/build.gradle sets the appLinksHost placeholder');
}

function iosChecks(read: (path: string) => string, check: Check) {
  const plist = read('ios/App/App/Info.plist');
  const english = nativeTextsOf('en');
  for (const [key, name] of Object.entries(USAGE_KEYS)) {
    check(plist.includes(`<key>${key}</key>\n\t<string>${english.usage[name]}</string>`), `ios: Info.plist has ${key} (in English)`);
  }
  const localizations = /<key>CFBundleLocalizations<\/key>\s*<array>([\s\S]*?)<\/array>/.exec(plist)?.[1] ?? '';
  for (const lang of NATIVE_LANGUAGES) check(localizations.includes(`<string>${lang}</string>`), `ios: Info.plist's CFBundleLocalizations lists ${lang}`);
  const project = read('ios/App/App.xcodeproj/project.pbxproj');
  check(/\/\* InfoPlist\.strings \*\/ = \{\s*isa = PBXVariantGroup;/.test(project), 'ios: the Xcode project has the InfoPlist.strings variant group');
  check(/\/\* InfoPlist\.strings in Resources \*\//.test(project), 'ios: InfoPlist.strings is copied into the app (Resources)');
  const regions = /knownRegions = \(([\s\S]*?)\);/.exec(project)?.[1] ?? '';
  for (const lang of NATIVE_LANGUAGES) {
    check(project.includes(`path = ${lang}.lproj/InfoPlist.strings;`), `ios: the Xcode project holds ${lang}.lproj/InfoPlist.strings`);
    check(new RegExp(`\\b${lang},`).test(regions), `ios: the Xcode project's knownRegions has ${lang}`);
  }
  // Universal Links: the entitlement names the site's host (a build setting, as on Android).
  const entitlements = read('ios/App/App/App.entitlements');
  check(
    /<key>com\.apple\.developer\.associated-domains<\/key>\s*<array>\s*<string>applinks:\$\(APP_LINKS_HOST\)<\/string>/.test(entitlements),
    'ios: App.entitlements declares applinks:$(APP_LINKS_HOST)',
  );
  check((project.match(/CODE_SIGN_ENTITLEMENTS = App\/App\.entitlements;/g) ?? []).length === 2, 'ios: both build configurations sign with App/App.entitlements');
  check((project.match(/APP_LINKS_HOST = /g) ?? []).length === 2, 'ios: both build configurations set APP_LINKS_HOST');
}

/** The server grants exactly these links to exactly this app (app.inject: no database, no port). */
async function wellKnownChecks(check: Check) {
  const app = Fastify();
  const fingerprint = Array.from({ length: 32 }, () => 'AB').join(':');
  registerAppLinkRoutes(app, { appLinks: { androidFingerprints: [fingerprint], iosAppIds: [`ABCDE12345.${NATIVE_APP_ID}`] } });
  const android = await app.inject({ method: 'GET', url: '/.well-known/assetlinks.json' });
  check(android.statusCode === 200 && android.json()[0]?.target?.package_name === NATIVE_APP_ID, 'server: /.well-known/assetlinks.json grants the links to app.mithaq');
  const ios = await app.inject({ method: 'GET', url: '/.well-known/apple-app-site-association' });
  const components: { '/': string }[] = ios.statusCode === 200 ? (ios.json().applinks?.details?.[0]?.components ?? []) : [];
  check(
    JSON.stringify(components.map((component) => component['/'])) === JSON.stringify(appLinkPaths),
    'server: /.well-known/apple-app-site-association opens the e-mail paths in the app',
  );
  await app.close();
}

export async function storeChecks(web: string, check: Check) {
  const read = (path: string) => (existsSync(join(web, path)) ? readFileSync(join(web, path), 'utf8') : '');
  androidChecks(web, read, check);
  iosChecks(read, check);
  for (const [path, text] of Object.entries(nativeTextFiles())) check(read(path) === text, `${path} holds the texts of web/src/i18n (node web/scripts/native-texts.mjs)`);
  const template = templateArtwork(web);
  const artwork = [...filesUnder(join(web, 'android/app/src/main/res')), ...filesUnder(join(web, 'ios/App/App/Assets.xcassets'))].filter((file) => /\.(png|xml)$/.test(file));
  const leftOver = artwork.filter((file) => template.has(sha(file))).map((file) => relative(web, file));
  check(template.size > 0 && leftOver.length === 0, `no Capacitor template artwork is left (${leftOver.join(', ')})`);
  await wellKnownChecks(check);
}
