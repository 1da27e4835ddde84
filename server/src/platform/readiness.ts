import { performance } from 'node:perf_hooks';

export type DependencyName = 'database' | 'redis' | 'storage';
export type DependencyState = 'ok' | 'unavailable';

/** Something the server cannot serve without; `check` rejects (or hangs) when it is unreachable. */
export interface DependencyCheck {
  name: DependencyName;
  check(): Promise<unknown>;
}

export interface ReadinessReport {
  ready: boolean;
  draining: boolean;
  /** Each dependency's state; empty while draining (nothing is asked then). */
  dependencies: Partial<Record<DependencyName, DependencyState>>;
}

/**
 * Whether this server should get traffic: every dependency answers and it is not shutting down.
 * Load balancers poll it; liveness (/api/health) is a separate question.
 */
export interface Readiness {
  readonly draining: boolean;
  /** From now on the server is not ready (SIGTERM): balancers stop sending before it closes. */
  startDraining(): void;
  report(): Promise<ReadinessReport>;
}

export interface ReadinessOptions {
  /** The longest one dependency may take to answer before it counts as unreachable. */
  timeoutMs?: number;
  /**
   * A report is reused this long: the endpoint is public and polled by every balancer, and each
   * report costs a query, a Redis round trip and (with S3) a request to the store.
   */
  reuseMs?: number;
}

const DEFAULT_TIMEOUT_MS = 2000;
const DEFAULT_REUSE_MS = 1000;

/** Resolves with whether `check` succeeded within `timeoutMs` (a hanging dependency is an unreachable one). */
async function answersWithin(check: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function createReadiness(checks: DependencyCheck[], options: ReadinessOptions = {}): Readiness {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const reuseMs = options.reuseMs ?? DEFAULT_REUSE_MS;
  let draining = false;
  /** The latest round of checks: in flight while `doneAt` is undefined. */
  let last: { doneAt: number | undefined; report: Promise<ReadinessReport> } | undefined;

  const run = async (): Promise<ReadinessReport> => {
    const states = await Promise.all(checks.map(async ({ name, check }) => [name, (await answersWithin(check, timeoutMs)) ? 'ok' : 'unavailable'] as const));
    return { ready: states.every(([, state]) => state === 'ok'), draining: false, dependencies: Object.fromEntries(states) };
  };

  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
    report() {
      if (draining) return Promise.resolve({ ready: false, draining: true, dependencies: {} });
      // Callers while a round runs share it, and so does anyone within reuseMs of its end.
      if (last && (last.doneAt === undefined || performance.now() - last.doneAt < reuseMs)) return last.report;
      const round: NonNullable<typeof last> = { doneAt: undefined, report: run() };
      void round.report.finally(() => (round.doneAt = performance.now()));
      last = round;
      return round.report;
    },
  };
}
