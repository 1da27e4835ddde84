#!/usr/bin/env node
/**
 * CI's check of the native wrapper (issue 15), without the Android or iOS SDKs: the Capacitor
 * configuration, and what `cap sync` puts in the native projects (the web build, the resolved
 * config, the plugin list). The synced files are build outputs (git-ignored), so this builds the
 * web app when dist/ is missing and always syncs first; both run offline.
 *
 * npm run native:check [-- --no-sync]   (from the repository root)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const expected = { appId: 'app.mithaq', appName: 'Mithaq', webDir: 'dist' };
const plugins = ['@capacitor/push-notifications', '@capacitor/device'];
const iosPluginClasses = ['PushNotificationsPlugin', 'DevicePlugin'];
const failures = [];
let checks = 0;

function check(ok, what) {
  checks += 1;
  if (!ok) failures.push(what);
}

const run = (command, args) => execFileSync(command, args, { cwd: web, stdio: 'inherit', env: { ...process.env, CAP_SERVER_URL: '' } });
const readJson = (path) => JSON.parse(readFileSync(join(web, path), 'utf8'));

if (!process.argv.includes('--no-sync')) {
  if (!existsSync(join(web, 'dist/index.html'))) run('npm', ['run', 'build']);
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
}

const androidPlugins = 'android/app/src/main/assets/capacitor.plugins.json';
const listed = existsSync(join(web, androidPlugins)) ? readJson(androidPlugins).map((plugin) => plugin.pkg) : [];
for (const plugin of plugins) check(listed.includes(plugin), `android: ${androidPlugins} lists ${plugin}`);
const iosClasses = existsSync(join(web, platforms.ios.config)) ? (readJson(platforms.ios.config).packageClassList ?? []) : [];
for (const name of iosPluginClasses) check(iosClasses.includes(name), `ios: packageClassList lists ${name}`);
const podfile = readFileSync(join(web, 'ios/App/Podfile'), 'utf8');
check(podfile.includes("pod 'CapacitorPushNotifications'") && podfile.includes("pod 'FirebaseMessaging'"), 'ios: Podfile has the push plugin and FirebaseMessaging');

// Firebase project files hold a project's keys: each developer adds their own, never the repository.
const tracked = execFileSync('git', ['ls-files', 'android', 'ios'], { cwd: web, encoding: 'utf8' });
check(!/google-services\.json|GoogleService-Info\.plist/.test(tracked), 'no Firebase project file is committed');

for (const failure of failures) console.error(`✗ ${failure}`);
console.log(failures.length ? `native:check: ${failures.length} of ${checks} checks failed` : `native:check: all ${checks} checks passed`);
process.exit(failures.length ? 1 : 0);
