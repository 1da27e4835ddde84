// npm run locales:import -- <folder> [lang…]: copies translators' files (<folder>/<lang>/web.json,
// server.json, emails.json) to where the app reads them (check-locales.ts `catalogs`), each only
// if it passes the same checks as CI. The server also needs a new language's files listed in
// server/src/platform/translations.ts; the web finds them by name.
import fs from 'node:fs';
import path from 'node:path';
import { languageCodes } from '../contract/src/languages';
import { catalogs, problemsOf, type Catalog } from './check-locales';

const [dirArgument, ...named] = process.argv.slice(2);
if (!dirArgument) {
  console.error('usage: npm run locales:import -- <folder> [lang…]');
  process.exit(2);
}
const dir = path.resolve(dirArgument);
const langs = named.length ? named : languageCodes.filter((code) => code !== 'en');
let refused = 0;
for (const lang of langs) {
  for (const catalog of Object.keys(catalogs) as Catalog[]) {
    const source = path.join(dir, lang, `${catalog}.json`);
    if (!fs.existsSync(source)) continue;
    const { errors } = problemsOf(catalog, lang, JSON.parse(fs.readFileSync(source, 'utf8')) as Record<string, unknown>);
    if (errors.length) {
      refused += 1;
      for (const problem of errors) console.error(`error: ${lang} ${catalog}: ${problem}`);
      continue;
    }
    const target = catalogs[catalog].fileOf(lang);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(source, target);
    console.log(`${lang} ${catalog} → ${path.relative(process.cwd(), target)}`);
  }
}
process.exit(refused ? 1 : 0);
