/**
 * The store apps' own texts in the seven languages (issue 29): the app's name under its icon and
 * the sentences iOS shows when it asks for the location, the camera and the photos. They live
 * with every other text, under `native` in web/src/i18n/<lang>.json (so `npm run lint` checks
 * their translations); this writes them where each system reads them:
 * ios/App/App/<lang>.lproj/InfoPlist.strings and android/app/src/main/res/values-<lang>/strings.xml
 * (English: Info.plist itself and values/strings.xml). `npm run native:check` compares.
 *
 * node web/scripts/native-texts.mjs   (from the repository root; the files are committed)
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
export const NATIVE_LANGUAGES = ['en', 'ar', 'fr', 'id', 'ms', 'tr', 'ur'];
/** Android's resource folder per language: Indonesian keeps Java's old code, "in". */
const androidFolder = (lang) => (lang === 'en' ? 'values' : `values-${lang === 'id' ? 'in' : lang}`);
/** The Info.plist keys iOS reads its permission sentences from, and where each is in the texts. */
export const USAGE_KEYS = { NSLocationWhenInUseUsageDescription: 'location', NSCameraUsageDescription: 'camera', NSPhotoLibraryUsageDescription: 'photos' };

export const nativeTextsOf = (lang) => JSON.parse(readFileSync(join(web, 'src/i18n', `${lang}.json`), 'utf8')).native;

const quoted = (text) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const xmlText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, "\\'").replace(/"/g, '\\"');

/** One language's InfoPlist.strings: the name and the three permission sentences. */
export function infoPlistStrings(texts) {
  const lines = [`"CFBundleDisplayName" = ${quoted(texts.appName)};`];
  for (const [key, name] of Object.entries(USAGE_KEYS)) lines.push(`${quoted(key)} = ${quoted(texts.usage[name])};`);
  return `/* Written by web/scripts/native-texts.mjs from web/src/i18n: edit the texts there. */\n${lines.join('\n')}\n`;
}

/** A translated language's strings.xml: the app's name (values/strings.xml holds the rest). */
export function androidStrings(texts) {
  const name = xmlText(texts.appName);
  return `<?xml version='1.0' encoding='utf-8'?>
<!-- Written by web/scripts/native-texts.mjs from web/src/i18n: edit the texts there. -->
<resources>
    <string name="app_name">${name}</string>
    <string name="title_activity_main">${name}</string>
</resources>
`;
}

/** Every file this writes, by path under web/ (what native:check compares with the committed ones). */
export function nativeTextFiles() {
  const files = {};
  for (const lang of NATIVE_LANGUAGES) {
    const texts = nativeTextsOf(lang);
    files[`ios/App/App/${lang}.lproj/InfoPlist.strings`] = infoPlistStrings(texts);
    if (lang !== 'en') files[`android/app/src/main/res/${androidFolder(lang)}/strings.xml`] = androidStrings(texts);
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [path, text] of Object.entries(nativeTextFiles())) {
    mkdirSync(dirname(join(web, path)), { recursive: true });
    writeFileSync(join(web, path), text);
    console.log(`wrote web/${path}`);
  }
}
