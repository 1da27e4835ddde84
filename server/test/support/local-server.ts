import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

/**
 * What starting a real server process needs, shared by the multi-node and bench runs
 * (server/test/support/server-process.ts) and the e2e private servers (e2e/support/privateServer.ts,
 * e2e/tests/deliveries.spec.ts import it by relative path, as they import contract/src).
 */

/** A port free right now on 127.0.0.1 (the system picks it), for a server that starts later. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Waits until the process at `baseUrl` answers /api/health with 2xx, polling every 200 ms for
 * up to `timeoutMs`. Throws, with what the process printed, when it exits first or never answers.
 */
export async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${baseUrl} did not become healthy:\n${output()}`);
}
