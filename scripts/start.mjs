// npm start: build what is missing or stale (web app, server bundle), then run the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);

function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      if (path.basename(p) === 'node_modules') return;
      for (const entry of fs.readdirSync(p)) visit(path.join(p, entry));
    } else if (!/\.test\.tsx?$/.test(p)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}

function buildIfStale(name, output, sources, workspace) {
  const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  if (built >= newestMtime(sources)) return;
  console.log(`Building the ${name}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const contract = at('contract', 'src');
buildIfStale('web app', at('web', 'dist', 'index.html'), [at('web', 'src'), at('web', 'index.html'), at('web', 'public'), at('web', 'vite.config.ts'), contract], '@mithaq/web');
buildIfStale('server', at('server', 'dist', 'main.js'), [at('server', 'src'), contract], '@mithaq/server');

const server = spawn(process.execPath, ['--enable-source-maps', at('server', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
