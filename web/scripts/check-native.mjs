#!/usr/bin/env node
/**
 * CI's check of the native wrapper (issues 15 and 26), without the Android or iOS SDKs: the
 * Capacitor configuration, and what `cap sync` puts in the native projects (the web build, the
 * resolved config, the plugin list: the secure-storage plugin that keeps the refresh token in the
 * Keychain / Keystore included), the wrapper's own Content-Security-Policy in the synced pages,
 * and Android's backups turned off. The synced files are build outputs (git-ignored), so this
 * makes a native build of the web app (VITE_API_BASE_URL, or https://mithaq.example for the
 * check) when dist/ holds none and always syncs first; both run offline. dist/ is then a native
 * build: `npm run build` makes the web one again.
 *
 * npm run native:check [-- --no-sync]   (from the repository root; tsx runs it, for the
 * TypeScript of scripts/native-store-checks.ts and what it imports from contract/ and server/)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { metaCspOf, nativeCspProblems } from './native-csp.mjs';
import { storeChecks } from '../../scripts/native-store-checks.ts';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const expected = { appId: 'app.mithaq', appName: 'Mithaq', webDir: 'dist' };
// @capacitor/app: the e-mail links the system opens the app with; the badge plugin: clearing
// the icon's count when the notifications are read (issue 29).
const plugins = ['@capacitor/push-notifications', '@capacitor/device', '@aparajita/capacitor-secure-storage', '@capacitor/app', '@capawesome/capacitor-badge'];
const iosPluginClasses = ['PushNotificationsPlugin', 'DevicePlugin', 'SecureStorage', 'AppPlugin', 'BadgePlugin'];
/** The API origin a check build names when VITE_API_BASE_URL is not set (a release sets its own). */
const CHECK_API_BASE = 'https://mithaq.example';
const failures = [];
let checks = 0;

function check(ok, what) {
  checks += 1;
  if (!ok) failures.push(what);
}

const run = (command, args, env = {}) => execFileSync(command, args, { cwd: web, stdio: 'inherit', env: { ...process.env, CAP_SERVER_URL: '', ...env } });
const readJson = (path) => JSON.parse(readFileSync(join(web, path), 'utf8'));
const readText = (path) => (existsSync(join(web, path)) ? readFileSync(join(web, path), 'utf8') : '');

if (!process.argv.includes('--no-sync')) {
  // A web build (no CSP <meta>: the server sends its header) is not what the wrapper ships.
  if (!metaCspOf(readText('dist/index.html'))) run('npm', ['run', 'build'], { VITE_API_BASE_URL: process.env.VITE_API_BASE_URL || CHECK_API_BASE });
  // CAP_SERVER_URL is blanked: what is checked is what a release would ship.
  run('npx', ['cap', 'sync']);
}

// The configuration as the CLI resolves it from capacitor.config.ts.
const resolved = JSON.parse(execFileSync('npx', ['cap', 'config', '--json'], { cwd: web, encoding: 'utf8', env: { ...process.env, CAP_SERVER_URL: '' } }));
for (const [key, value] of Object.entries(expected)) check(resolved.app?.extConfig?.[key] === value, `capacitor.config.ts ${key} is ${JSON.stringify(value)}`);

const builtIndex = readFileSync(join(web, 'dist/index.html'), 'utf8');
const platforms = {
  android: { config: 'android/app/src/main/assets/capacitor.config.json', public: 'android/app/src/main/assets/public' },
  ios: { config: 'ios/App/App/capacitor.config.json', public: 'ios/App/App/public' },
};
for (const [name, paths] of Object.entries(platforms)) {
  check(existsSync(join(web, paths.config)), `${name}: ${paths.config} exists (cap sync ran)`);
  if (!existsSync(join(web, paths.config))) continue;
  const synced = readJson(paths.config);
  for (const [key, value] of Object.entries(expected)) check(synced[key] === value, `${name}: synced ${key} is ${JSON.stringify(value)}`);
  // A release never loads a remote site (STACK.md): server.url is for live reload in development only.
  check(synced.server?.url === undefined, `${name}: no server.url in the synced config`);
  const index = join(web, paths.public, 'index.html');
  check(existsSync(index) && readFileSync(index, 'utf8') === builtIndex, `${name}: ${paths.public}/index.html is the current web build`);
  // The server's CSP header never reaches the wrapper's own origin: the page carries its own.
  const cspProblems = nativeCspProblems(readText(join(paths.public, 'index.html')));
  check(cspProblems.length === 0, `${name}: the synced index.html carries the wrapper's strict CSP (${cspProblems.join('; ')})`);
}

const androidPlugins = 'android/app/src/main/assets/capacitor.plugins.json';
const listed = existsSync(join(web, androidPlugins)) ? readJson(androidPlugins).map((plugin) => plugin.pkg) : [];
for (const plugin of plugins) check(listed.includes(plugin), `android: ${androidPlugins} lists ${plugin}`);
const iosClasses = existsSync(join(web, platforms.ios.config)) ? (readJson(platforms.ios.config).packageClassList ?? []) : [];
for (const name of iosPluginClasses) check(iosClasses.includes(name), `ios: packageClassList lists ${name}`);
const podfile = readFileSync(join(web, 'ios/App/Podfile'), 'utf8');
check(podfile.includes("pod 'CapacitorPushNotifications'") && podfile.includes("pod 'FirebaseMessaging'"), 'ios: Podfile has the push plugin and FirebaseMessaging');
check(podfile.includes("pod 'AparajitaCapacitorSecureStorage'"), 'ios: Podfile has the secure-storage plugin (Keychain)');
check(readText('android/capacitor.settings.gradle').includes("include ':aparajita-capacitor-secure-storage'"), 'android: capacitor.settings.gradle has the secure-storage plugin (Keystore)');

// No Android backup (cloud or a transfer to a new phone) may carry the app's data, the kept session included.
const manifest = readText('android/app/src/main/AndroidManifest.xml');
check(/android:allowBackup="false"/.test(manifest), 'android: AndroidManifest.xml has android:allowBackup="false"');
for (const [attribute, file] of [['fullBackupContent', 'backup_rules'], ['dataExtractionRules', 'data_extraction_rules']]) {
  check(manifest.includes(`android:${attribute}="@xml/${file}"`), `android: AndroidManifest.xml has android:${attribute}="@xml/${file}"`);
}
const excludesAll = (xml) => ['root', 'device_root', 'external'].every((domain) => xml.includes(`<exclude domain="${domain}" path="." />`));
check(excludesAll(readText('android/app/src/main/res/xml/backup_rules.xml')), 'android: res/xml/backup_rules.xml excludes every domain');
const extraction = readText('android/app/src/main/res/xml/data_extraction_rules.xml');
const sections = ['cloud-backup', 'device-transfer'].map((tag) => new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(extraction)?.[1] ?? '');
check(sections.every(excludesAll), 'android: res/xml/data_extraction_rules.xml excludes every domain from cloud backups and device transfers');

// Firebase project files hold a project's keys: each developer adds their own, never the repository.
const tracked = execFileSync('git', ['ls-files', 'android', 'ios'], { cwd: web, encoding: 'utf8' });
check(!/google-services\.json|GoogleService-Info\.plist/.test(tracked), 'no Firebase project file is committed');

// Issue 29: permissions, names, artwork, links (scripts/native-store-checks.ts).
await storeChecks(web, check);

for (const failure of failures) console.error(`✗ ${failure}`);
console.log(failures.length ? `native:check: ${failures.length} of ${checks} checks failed` : `native:check: all ${checks} checks passed`);
process.exit(failures.length ? 1 : 0);
