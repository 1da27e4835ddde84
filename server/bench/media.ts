import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@mithaq/contract/auth';
import { systemClock } from '../src/platform/clock';
import { createMediaUrlSigner } from '../src/platform/media-urls';
import { deriveKey } from '../src/platform/secrets';
import { machineTicks, processCpuMs } from './cpu';
import { measure, summarise } from './stats';
import { photoLikeJpeg } from './upload';

const SECRET = 'media-bench-secret-0123456789abcdef0123456789';
const VIEWERS = 20;

interface Child<T> {
  pid: number;
  value: T;
  stop(): Promise<void>;
}

/** Starts `script` (a bench process) and waits for the JSON line it prints when ready. */
async function startChild<T>(script: string, env: Record<string, string>): Promise<Child<T>> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const firstLine = await Promise.race([
    new Promise<string>((resolve) => createInterface({ input: child.stdout! }).once('line', resolve)),
    exited.then((code) => Promise.reject(new Error(`${script} exited with ${code}`))),
  ]);
  return {
    pid: child.pid!,
    value: JSON.parse(firstLine) as T,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

interface Answer {
  status: number;
  location?: string;
  bytes: number;
}

/** A GET on a kept-alive connection; counts the body's bytes without keeping them. */
function get(agent: http.Agent, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, bytes }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

async function post(baseUrl: string, pathname: string, body: unknown, token?: string) {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

type Session = { accessToken: string; user: { id: string } };
const signUp = async (baseUrl: string, label: string) =>
  ((await post(baseUrl, '/api/auth/sign-up', { email: `media-${label}-${Date.now()}@bench.test`, password: 'benchmark-password-1' })).session as Session);

/** An owner with the photo uploaded through the API, and viewers (members) who may see it: the card's key. */
async function populate(baseUrl: string, photo: Buffer) {
  const owner = await signUp(baseUrl, 'owner');
  await post(baseUrl, '/api/profiles', {
    name: 'Bench', sex: 'female', birthday: '1995-01-01', location: { country: 'GB', city: 'London' },
    aboutMe: 'Benchmark profile', education: '', occupation: '', nationality: ['GB'], height: 165, maritalStatus: 'Never Married',
  }, owner.accessToken);
  const uploaded = await fetch(`${baseUrl}/api/profiles/me/pictures`, {
    method: 'POST', headers: { authorization: `Bearer ${owner.accessToken}`, 'content-type': 'image/jpeg' }, body: photo,
  });
  const { pictures } = (await uploaded.json()) as { pictures: { url: string }[] };
  const key = new URL(pictures[0]!.url, baseUrl).pathname.replace(/^\/media\//, '');
  const viewers = [owner.user.id];
  for (let i = 1; i < VIEWERS; i += 1) viewers.push((await signUp(baseUrl, `viewer${i}`)).user.id);
  return { key, viewers };
}

/**
 * `requests` picture loads, `concurrency` at a time, each by one of the viewers with their own
 * signed URL and viewer cookie, as a browser's <img> loads it (following a redirect to the
 * bucket). Every answer must carry the whole picture. Figures, and CPU per load of each process.
 */
async function run(options: { route: string; baseUrl: string; key: string; viewers: string[]; size: number; requests: number; concurrency: number; pids: Record<string, number> }) {
  const signer = createMediaUrlSigner(deriveKey(SECRET, 'media-url'), systemClock);
  const until = new Date(Date.now() + 3600_000);
  const loads = options.viewers.map((viewer) => ({
    url: `${options.baseUrl}${signer.sign(options.key, viewer).replace(/^\/media\//, `/${options.route}/`)}`,
    headers: { cookie: `mithaq_media=${signer.viewerToken(viewer, until)}` },
  }));
  const app = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const bucket = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const load = async (i: number) => {
    const { url, headers } = loads[i % loads.length]!;
    let answer = await get(app, url, headers);
    if (answer.status === 302 && answer.location) answer = await get(bucket, answer.location);
    if (answer.status !== 200 || answer.bytes !== options.size) throw new Error(`${options.route}: ${answer.status}, ${answer.bytes} of ${options.size} bytes`);
  };
  await measure(Math.min(200, options.requests), options.concurrency, load); // warm-up
  const cpuBefore = Object.fromEntries(Object.entries(options.pids).map(([name, pid]) => [name, processCpuMs(pid)]));
  const clientBefore = process.cpuUsage();
  const machineBefore = machineTicks();
  const { latencies, elapsedMs } = await measure(options.requests, options.concurrency, load);
  const client = process.cpuUsage(clientBefore);
  const machine = machineTicks();
  app.destroy();
  bucket.destroy();
  const perLoad = (ms: number) => Math.round((ms / options.requests) * 1000) / 1000;
  return {
    ...summarise(latencies, elapsedMs),
    ...Object.fromEntries(Object.entries(options.pids).map(([name, pid]) => [`${name}_cpu_ms_per_req`, perLoad(processCpuMs(pid) - cpuBefore[name]!)])),
    bench_client_cpu_ms_per_req: perLoad((client.user + client.system) / 1000),
    machine_busy_pct: Math.round(((machine.busy - machineBefore.busy) / (machine.total - machineBefore.total)) * 100),
  };
}

/**
 * npm run bench -- media: how /media should serve pictures kept in S3. Three server setups
 * side by side, each a process of its own next to s3rver's: the local folder (the embedded
 * default, for reference), S3 streamed through the server (/media) and S3 by a 302 to a
 * presigned bucket URL (/media-redirect, bench only). The same photo, uploaded through the
 * API, is loaded as its 1080 px card.
 */
export async function benchMedia(args: { requests: number; concurrency: number }) {
  const s3 = await startChild<{ env: Record<string, string> }>('s3-node.ts', {});
  const local = await startChild<{ baseUrl: string }>('media-node.ts', { APP_SECRET: SECRET });
  const onS3 = await startChild<{ baseUrl: string }>('media-node.ts', { APP_SECRET: SECRET, ...s3.value.env });
  try {
    // A 7 MP portrait whose 1080 px card weighs what a real photo's does (about 150 KB of WebP).
    const photo = await photoLikeJpeg(2400, 3000, { sigma: 22, blur: 0.9 });
    const atLocal = await populate(local.value.baseUrl, photo);
    const atS3 = await populate(onS3.value.baseUrl, photo);
    const size = (await get(new http.Agent(), `${s3.value.env.S3_ENDPOINT}/${s3.value.env.S3_BUCKET}/${atS3.key}`)).bytes;
    console.error(`card: ${size} bytes; ${args.requests} loads, ${args.concurrency} at a time, ${VIEWERS} viewers`);
    const common = { size, requests: args.requests, concurrency: args.concurrency };
    const results = {
      local: await run({ ...common, route: 'media', baseUrl: local.value.baseUrl, ...atLocal, pids: { server: local.pid } }),
      s3_stream: await run({ ...common, route: 'media', baseUrl: onS3.value.baseUrl, ...atS3, pids: { server: onS3.pid, s3: s3.pid } }),
      s3_redirect: await run({ ...common, route: 'media-redirect', baseUrl: onS3.value.baseUrl, ...atS3, pids: { server: onS3.pid, s3: s3.pid } }),
    };
    return { name: 'media', database: process.env.DATABASE_URL ? 'postgres' : 'pglite', picture_bytes: size, requests: args.requests, concurrency: args.concurrency, viewers: VIEWERS, ...results };
  } finally {
    await Promise.all([local.stop(), onS3.stop(), s3.stop()]);
  }
}
