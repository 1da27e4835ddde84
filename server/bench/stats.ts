/** Latency figures every benchmark prints the same way. */
export interface Figures {
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  ops_per_s: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export function summarise(latenciesMs: number[], elapsedMs: number): Figures {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    p50_ms: round(percentile(sorted, 50)),
    p95_ms: round(percentile(sorted, 95)),
    p99_ms: round(percentile(sorted, 99)),
    ops_per_s: Math.round((latenciesMs.length / elapsedMs) * 1000),
  };
}

/** Runs `task` `total` times with `concurrency` in flight; returns each call's latency. */
export async function measure(total: number, concurrency: number, task: (i: number) => Promise<void>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const t0 = performance.now();
      await task(i);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, elapsedMs: performance.now() - started };
}
