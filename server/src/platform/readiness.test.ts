import { describe, expect, it } from 'vitest';
import { createReadiness, type DependencyCheck } from './readiness';

const counting = (name: DependencyCheck['name'], answer: () => Promise<unknown>) => {
  const dependency = {
    name,
    calls: 0,
    check() {
      dependency.calls += 1;
      return answer();
    },
  };
  return dependency;
};

describe('readiness', () => {
  it('is ready when every dependency answers, and names the one that does not', async () => {
    const ok = createReadiness([counting('database', async () => 1), counting('storage', async () => undefined)]);
    expect(await ok.report()).toEqual({ ready: true, draining: false, dependencies: { database: 'ok', storage: 'ok' } });

    const down = createReadiness([counting('database', async () => 1), counting('redis', () => Promise.reject(new Error('ECONNREFUSED')))]);
    expect(await down.report()).toEqual({ ready: false, draining: false, dependencies: { database: 'ok', redis: 'unavailable' } });
  });

  it('counts a dependency that hangs past the timeout as unavailable', async () => {
    const hanging = createReadiness([counting('storage', () => new Promise(() => undefined))], { timeoutMs: 20 });
    expect(await hanging.report()).toMatchObject({ ready: false, dependencies: { storage: 'unavailable' } });
  });

  it('shares one round of checks between callers at the same moment, and reuses it within reuseMs', async () => {
    const database = counting('database', async () => 1);
    const shared = createReadiness([database], { reuseMs: 60_000 });
    await Promise.all([shared.report(), shared.report(), shared.report()]);
    await shared.report();
    expect(database.calls).toBe(1);

    const fresh = counting('database', async () => 1);
    const unshared = createReadiness([fresh], { reuseMs: 0 });
    await unshared.report();
    await unshared.report();
    expect(fresh.calls).toBe(2);
  });

  it('is not ready from the moment it drains, without asking anything', async () => {
    const database = counting('database', async () => 1);
    const readiness = createReadiness([database], { reuseMs: 0 });
    expect(readiness.draining).toBe(false);
    readiness.startDraining();
    expect(readiness.draining).toBe(true);
    expect(await readiness.report()).toEqual({ ready: false, draining: true, dependencies: {} });
    expect(database.calls).toBe(0);
  });
});
