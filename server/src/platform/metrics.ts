import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { buildInfo } from './build-info';
import { OUTBOX_LANES, type OutboxLane } from './outbox/lanes';
import type { ReadinessReport } from './readiness';

/** What a PostgreSQL pool holds right now (pg.Pool's counts) and may hold at most. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** The figures read when Prometheus scrapes, supplied by whoever owns them (the wiring fills them in). */
export interface ScrapeSources {
  /** Open WebSockets on this server. */
  sockets: () => number;
  /** The database pool; undefined for the embedded database (one in-process connection, no pool). */
  pool: () => PoolStats | undefined;
  /** Per lane: outbox rows due and not sent, and how long the oldest of them has been due. */
  outbox: () => Promise<OutboxLaneFigures[]>;
  /** How long the oldest timer that ends a match has been due without the sweep handling it (0: none). */
  overdueTimerSeconds: () => Promise<number>;
  /** Seconds since the newest backup (scheduled or `npm run backup`); null before anything was scheduled or backed up. */
  backupAgeSeconds: () => Promise<number | null>;
  /** What GET /api/ready would answer now (the same reused round of checks). */
  readiness: () => Promise<ReadinessReport>;
}

export interface OutboxLaneFigures {
  lane: OutboxLane;
  due: number;
  oldestDueSeconds: number;
}

export interface Metrics {
  /** One answered HTTP request: `route` is the route's pattern (never the raw URL), 'unmatched' without one. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /** A chat message was stored (counted by the server that stored it). */
  messageSent(): void;
  /** One run of a background job: how long it took and whether it failed. */
  observeJob(job: string, seconds: number, failed: boolean): void;
  provide(sources: Partial<ScrapeSources>): void;
  /** The exposition text (this process's defaults first, then the app's figures). */
  text(): Promise<string>;
  readonly contentType: string;
}

/**
 * Process figures (CPU, memory, GC, event-loop lag, handles) belong to the process, not to one
 * app instance, so they are collected once however many apps a process builds (the tests build many).
 */
let processRegistry: Registry | undefined;
function processFigures(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Sets `gauge` from `read` at scrape time; a failed read gives NaN (an unknown figure, not a reassuring 0). */
async function setOrNaN(gauges: Gauge[], read: () => Promise<number[]>) {
  try {
    const values = await read();
    gauges.forEach((gauge, i) => gauge.set(values[i]!));
  } catch {
    gauges.forEach((gauge) => gauge.set(Number.NaN));
  }
}

/**
 * The app's Prometheus figures, in a registry of its own. Everything on a request path is a
 * counter increment or a histogram observation (a hash of three labels: about a microsecond);
 * the figures that need a query are read only when Prometheus scrapes. `commit` is config.commit
 * (MITHAQ_COMMIT), for mithaq_build_info.
 */
export function createMetrics(commit: string | undefined): Metrics {
  const registry = new Registry();
  const sources: Partial<ScrapeSources> = {};
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code: the _count series counts them, the buckets time them',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const build = buildInfo(commit);
  // The usual build_info shape: always 1, the facts in labels (a dashboard shows which version runs where).
  new Gauge({
    name: 'mithaq_build_info',
    help: 'The Mithaq version, git commit and Node.js version this server runs (always 1)',
    labelNames: ['version', 'commit', 'node'],
    registers: [registry],
  }).set({ version: build.version, commit: build.commit ?? 'unknown', node: build.node }, 1);
  const messages = new Counter({ name: 'mithaq_chat_messages_sent_total', help: 'Chat messages stored by this server', registers: [registry] });
  const jobRuns = new Histogram({
    name: 'mithaq_job_duration_seconds',
    help: 'Background job runs (the timer sweep and the hourly jobs) by job and outcome',
    labelNames: ['job', 'outcome'],
    buckets: [0.01, 0.05, 0.25, 1, 5, 30, 120],
    registers: [registry],
  });
  const jobSuccess = new Gauge({
    name: 'mithaq_job_last_success_timestamp_seconds',
    help: 'When each background job last finished without an error (Unix time)',
    labelNames: ['job'],
    registers: [registry],
  });
  new Gauge({
    name: 'mithaq_realtime_sockets_open',
    help: 'WebSockets open on this server',
    registers: [registry],
    collect() {
      this.set(sources.sockets?.() ?? 0);
    },
  });
  new Gauge({
    name: 'mithaq_db_pool_connections',
    help: 'PostgreSQL pool of this server: total, idle, waiting (queries queued for a connection) and max (DATABASE_POOL_SIZE); absent for the embedded database',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = sources.pool?.();
      if (!pool) return;
      for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, pool[state]);
    },
  });
  // Both outbox gauges come from one read: the registry collects its gauges at once, so they share it.
  let outboxRead: Promise<OutboxLaneFigures[] | undefined> | undefined;
  const readOutbox = () => {
    outboxRead ??= (sources.outbox?.() ?? Promise.resolve(undefined)).catch(() => undefined).finally(() => (outboxRead = undefined));
    return outboxRead;
  };
  const outboxGauge = (name: string, help: string, pick: (lane: OutboxLaneFigures) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['lane'],
      registers: [registry],
      async collect() {
        if (!sources.outbox) return;
        const lanes = await readOutbox();
        // The database did not answer: every lane's figure is unknown (NaN), not a reassuring 0.
        if (!lanes) for (const lane of OUTBOX_LANES) this.set({ lane }, Number.NaN);
        else for (const lane of lanes) this.set({ lane: lane.lane }, pick(lane));
      },
    });
  outboxGauge('mithaq_outbox_due_rows', 'Outbox rows due and not yet taken by a worker, per lane (push, account, bulk, storage; counted up to 100,000)', (lane) => lane.due);
  outboxGauge(
    'mithaq_outbox_oldest_due_seconds',
    'How long the oldest due outbox row of a lane has waited (0: none); NaN when the database did not answer',
    (lane) => lane.oldestDueSeconds,
  );
  new Gauge({
    name: 'mithaq_timers_overdue_seconds',
    help: 'How long the oldest due match timer (payment window, first message, reply) has waited for the sweep (0: none)',
    registers: [registry],
    async collect() {
      const read = sources.overdueTimerSeconds;
      if (read) await setOrNaN([this], async () => [await read()]);
    },
  });
  new Gauge({
    name: 'mithaq_backup_age_seconds',
    help: 'Seconds since the newest backup (the schedule\'s or npm run backup\'s); before the first, since the schedule first ran; NaN when none was ever scheduled or made',
    registers: [registry],
    async collect() {
      const read = sources.backupAgeSeconds;
      if (read) await setOrNaN([this], async () => [(await read()) ?? Number.NaN]);
    },
  });
  // Readiness as figures, so an alert needs no prober of its own: both gauges share one report.
  let readinessRead: Promise<ReadinessReport> | undefined;
  const readReadiness = (read: () => Promise<ReadinessReport>) => {
    readinessRead ??= read().finally(() => (readinessRead = undefined));
    return readinessRead;
  };
  new Gauge({
    name: 'mithaq_ready',
    help: 'Whether this server answers GET /api/ready with 200 (1) or 503 (0: a dependency is unreachable, or it is draining)',
    registers: [registry],
    async collect() {
      if (sources.readiness) this.set((await readReadiness(sources.readiness)).ready ? 1 : 0);
    },
  });
  new Gauge({
    name: 'mithaq_dependency_up',
    help: 'Whether each dependency (database, redis, storage) answered the latest readiness check (1) or not (0); absent while draining',
    labelNames: ['dependency'],
    registers: [registry],
    async collect() {
      if (!sources.readiness) return;
      this.reset();
      const { dependencies } = await readReadiness(sources.readiness);
      for (const [dependency, state] of Object.entries(dependencies)) this.set({ dependency }, state === 'ok' ? 1 : 0);
    },
  });

  return {
    observeRequest(method, route, statusCode, seconds) {
      requests.observe({ method, route, status_code: statusCode }, seconds);
    },
    messageSent: () => messages.inc(),
    observeJob(job, seconds, failed) {
      jobRuns.observe({ job, outcome: failed ? 'failed' : 'ok' }, seconds);
      if (!failed) jobSuccess.set({ job }, Date.now() / 1000);
    },
    provide(more) {
      Object.assign(sources, more);
    },
    async text() {
      return `${await processFigures().metrics()}\n${await registry.metrics()}`;
    },
    contentType: registry.contentType,
  };
}
