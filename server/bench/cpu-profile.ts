import fs from 'node:fs';
import { Session } from 'node:inspector/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/**
 * Profiles `work` with V8's sampling profiler when `file` is given: writes the .cpuprofile (open
 * it in Chrome DevTools) and prints the functions with the most self time, so a run says where
 * Node's time per operation goes.
 */
export async function profiled<T>(file: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!file) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(file, JSON.stringify(profile));
    printTopFunctions(profile.nodes as ProfileNode[]);
    session.disconnect();
  }
}

function printTopFunctions(nodes: ProfileNode[], top = 25) {
  const total = nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0);
  const bySite = new Map<string, number>();
  for (const node of nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${url.replace(/^.*\/(node_modules|server|contract)\//, '$1/')}:${lineNumber + 1}` : '';
    const site = `${functionName || '(anonymous)'} ${where}`.trim();
    bySite.set(site, (bySite.get(site) ?? 0) + (node.hitCount ?? 0));
  }
  console.error(`CPU profile: ${total} samples; the functions with the most self time:`);
  for (const [site, hits] of [...bySite].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.error(`  ${((hits / total) * 100).toFixed(1).padStart(5)}%  ${site}`);
  }
}
