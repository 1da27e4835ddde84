import { measure, summarise } from './stats';
import { startBenchTarget } from './target';

/** The whole HTTP stack plus one database round trip: the floor every API call stands on. */
export async function benchHealth(args: { requests: number; concurrency: number }) {
  const target = await startBenchTarget();
  try {
    const call = async () => {
      const response = await fetch(`${target.baseUrl}/api/health`);
      if (response.status !== 200) throw new Error(`health answered ${response.status}`);
      await response.arrayBuffer();
    };
    await measure(200, args.concurrency, call); // warm-up
    const { latencies, elapsedMs } = await measure(args.requests, args.concurrency, call);
    return {
      name: 'health',
      database: target.platform.database.kind,
      concurrency: args.concurrency,
      requests: args.requests,
      ...summarise(latencies, elapsedMs),
    };
  } finally {
    await target.close();
  }
}
