// npm run demo: the app on its own data folder (./demo-data), filled once with a demo population.
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'demo-data'), DEMO_MODE: 'true' };

const seed = spawnSync('npx', ['tsx', 'server/src/cli/seed-demo.ts'], { cwd: root, stdio: 'inherit', env });
if (seed.status !== 0) process.exit(seed.status ?? 1);

const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
