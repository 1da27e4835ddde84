import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@mithaq/contract/auth';
import { createUser, uniqueEmail } from '../test/support/factories';
import { percentile } from './stats';
import { startBenchTarget } from './target';

/**
 * Can a stopwatch tell a registered address from a new one? Times sign-up (e-mail confirmation
 * required) of a taken and of a new address, then a reset request of a known and of an unknown
 * one, `requests` each, in pairs (which goes first alternates), as the server's time to answer;
 * the server finishes what it left for after the answer before the next request (not timed).
 * Prints the median and p90 of each, and each pair's ratio of medians: near 1, nothing learnt.
 */
export async function benchAddressTiming(args: { requests: number }) {
  // The server's own time from request to answer sent (Fastify's elapsedTime when the response
  // finished): the client runs in this process, where the work left for after the answer (PGlite
  // computes on this thread) would delay its reading of an answer that has already left.
  let served = NaN;
  const target = await startBenchTarget({
    env: {
      AUTH_EMAIL_CONFIRMATION: 'required',
      RATE_LIMIT_SIGN_UP_PER_IP: '1000000',
      RATE_LIMIT_MAIL_PER_IP: '1000000',
      RATE_LIMIT_MAIL_REQUESTS_PER_IP: '1000000',
    },
    extend: (app) => app.addHook('onResponse', async (_request, reply) => void (served = reply.elapsedTime)),
  });
  try {
    const post = async (path: string, body: unknown) => {
      served = NaN;
      const response = await fetch(`${target.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      await target.platform.afterAnswer.settled();
      if (Number.isNaN(served)) throw new Error(`${path}: no answer time recorded`);
      return served;
    };
    const signUp = (email: string) => post('/api/auth/sign-up', { email, password: 'bench-password-1' });
    const reset = (email: string) => post('/api/auth/password-reset/request', { email });
    const db = target.platform.database.db;
    const times = { signUpTaken: [] as number[], signUpNew: [] as number[], resetKnown: [] as number[], resetUnknown: [] as number[] };
    /** Both of a pair, the first one first on even rounds and second on odd ones (no order bias). */
    const pair = async (i: number, first: () => Promise<void>, second: () => Promise<void>) => {
      if (i % 2 === 0) await first().then(second);
      else await second().then(first);
    };
    const known = await Promise.all(Array.from({ length: args.requests }, () => createUser(db)));
    for (let i = 0; i < 5; i++) await signUp(uniqueEmail('warm')); // warm-up
    for (let i = 0; i < args.requests; i++) {
      await pair(
        i,
        async () => void times.signUpTaken.push(await signUp(known[i]!.email)),
        async () => void times.signUpNew.push(await signUp(uniqueEmail('new'))),
      );
    }
    for (let i = 0; i < args.requests; i++) {
      await pair(
        i,
        async () => void times.resetKnown.push(await reset(known[i]!.email)),
        async () => void times.resetUnknown.push(await reset(uniqueEmail('nobody'))),
      );
    }
    const figures = (latencies: number[]) => {
      const sorted = [...latencies].sort((a, b) => a - b);
      return { p50_ms: round(percentile(sorted, 50)), p90_ms: round(percentile(sorted, 90)) };
    };
    const ratio = (a: number[], b: number[]) => round(figures(a).p50_ms / figures(b).p50_ms);
    return {
      name: 'address-timing',
      database: target.platform.database.kind,
      requests: args.requests,
      sign_up_taken: figures(times.signUpTaken),
      sign_up_new: figures(times.signUpNew),
      sign_up_ratio: ratio(times.signUpTaken, times.signUpNew),
      reset_known: figures(times.resetKnown),
      reset_unknown: figures(times.resetUnknown),
      reset_ratio: ratio(times.resetKnown, times.resetUnknown),
    };
  } finally {
    await target.close();
  }
}

const round = (n: number) => Math.round(n * 100) / 100;
