// npm run env:example: writes .env.example at the repository root from server/src/config-docs.ts.
import fs from 'node:fs';
import path from 'node:path';
import { renderEnvExample } from '../env-example';
import { repoRoot } from '../paths';

const file = path.join(repoRoot, '.env.example');
fs.writeFileSync(file, renderEnvExample());
console.log(`Wrote ${file}`);
