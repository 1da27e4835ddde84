// npm run locales:sources -- <folder>: writes the English sources translators work from,
// <folder>/web.json, server.json and emails.json (the same catalogs check-locales.ts checks).
import fs from 'node:fs';
import path from 'node:path';
import { catalogs, type Catalog } from './check-locales';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: npm run locales:sources -- <folder>');
  process.exit(2);
}
fs.mkdirSync(dir, { recursive: true });
for (const catalog of Object.keys(catalogs) as Catalog[]) {
  const file = path.join(dir, `${catalog}.json`);
  fs.writeFileSync(file, `${JSON.stringify(catalogs[catalog].english, null, 2)}\n`);
  console.log(file);
}
