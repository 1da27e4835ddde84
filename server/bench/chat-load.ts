import crypto from 'node:crypto';
import fs from 'node:fs';
import { WebSocket } from 'ws';
import { machineTicks, processCpuMs } from './cpu';
import { summarise } from './stats';

/**
 * What the bench's members say: mostly ordinary talk, some of it with numbers (years, heights,
 * times, counts), a few asking for money and a few sharing a way to reach them, in several of the
 * app's languages, so the cost of reading each message (the scam shield's detector) is measured.
 */
const BENCH_TEXTS: { content: string; contact: boolean }[] = [
  { content: 'Assalamu alaikum, how was your day? I hope work was not too tiring.', contact: false },
  { content: 'I pray five times a day and I try to go to the mosque for Fajr on weekends.', contact: false },
  { content: 'I have two brothers and three sisters, I am the eldest. We were born in 1995 and 1998.', contact: false },
  { content: 'My family moved to London in 2019, I am 170 cm and I love hiking.', contact: false },
  { content: 'Shall we ask our families to meet on Saturday at 5:30? My father is free after Asr.', contact: false },
  { content: 'Ayat al-Kursi (2:255) is the verse I read every night before sleeping.', contact: false },
  { content: 'وعليكم السلام، الحمد لله بخير. عائلتي تسكن في عمان منذ ٢٠١٠ وأنا أعمل مهندسة.', contact: false },
  { content: 'Je travaille comme infirmière à Lyon depuis 2018, et toi, que fais-tu le week-end ?', contact: false },
  { content: 'Saya suka memasak dan membaca buku, keluarga saya tinggal di Bandung.', contact: false },
  { content: 'Hafta sonu ailemle kahvaltı yapıyoruz, sen ne yaparsın?', contact: false },
  { content: 'میرے والدین لاہور میں رہتے ہیں اور میں ڈاکٹر ہوں۔', contact: false },
  { content: 'In my family the dowry tradition is simple, we do not ask for much.', contact: false },
  { content: 'Can you send me money through Western Union? My visa fees are due.', contact: false },
  { content: 'I need a small loan, please buy me a gift card, I will pay you back.', contact: false },
  { content: 'Add me on WhatsApp +44 7700 900 123 so we can talk more easily.', contact: true },
  { content: 'My email is sara dot ahmed at gmail dot com, write to me there.', contact: true },
];

/** A member of a matched, unlocked pair, with an access token for our server. */
export interface Member {
  id: string;
  token: string;
}

export interface Pair {
  matchId: string;
  users: [Member, Member];
}

/** A chat server under load: its socket address and its process (for CPU). */
export interface ChatTarget {
  socketUrl: string;
  pid: number;
}

interface Incoming {
  type: string;
  ref?: string;
  message?: { clientId: string; senderId: string };
}

export const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);

/**
 * Every member of `pairs` on a socket of `target` (authenticated: our `auth` frame, with the
 * member's id for the relay, which checks nothing), and the bookkeeping of one load: when each
 * message left, when the other member's socket got it, which sends were refused.
 */
export async function connectPairs(target: ChatTarget, pairs: Pair[]) {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let refused = 0;
  const sockets = new Map<string, WebSocket>();
  const open = async (member: Member) => {
    const socket = new WebSocket(target.socketUrl);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const ready = new Promise<void>((resolve) => {
      socket.on('message', (data) => {
        // Only what is measured is parsed (both servers write `type` first): the load generator
        // shares the machine, and every frame it parses for nothing is taken from the server.
        const text = data.toString();
        if (text.startsWith('{"type":"sent"')) return;
        if (text.startsWith('{"type":"refused"')) return void (refused += 1);
        const event = JSON.parse(text) as Incoming;
        if (event.type === 'ready') resolve();
        else if (event.type === 'message.created' && event.message!.senderId !== member.id) {
          const t0 = sentAt.get(event.message!.clientId);
          if (t0 !== undefined) latencies.push(performance.now() - t0);
        }
      });
    });
    socket.send(JSON.stringify({ type: 'auth', token: member.token, userId: member.id }));
    await ready;
    sockets.set(member.id, socket);
  };
  const members = pairs.flatMap((pair) => pair.users);
  for (let i = 0; i < members.length; i += 100) await Promise.all(members.slice(i, i + 100).map(open));

  let sent = 0;
  /** One message from a random member of a random pair to the other, over the sender's socket. */
  const send = () => {
    const pair = pairs[Math.floor(Math.random() * pairs.length)]!;
    const side = Math.floor(Math.random() * 2);
    const [from, to] = [pair.users[side]!, pair.users[1 - side]!];
    const clientId = crypto.randomUUID();
    sentAt.set(clientId, performance.now());
    sent += 1;
    const text = BENCH_TEXTS[sent % BENCH_TEXTS.length]!;
    // A member who shares a way to reach them has confirmed it (the scam shield asks once per chat).
    sockets.get(from.id)!.send(JSON.stringify({ type: 'send', ref: String(sent), matchId: pair.matchId, clientId, content: `${text.content} (${sent})`, confirmContact: text.contact, to: to.id }));
  };
  return {
    sockets: sockets.size,
    /** Runs `rate` sends a second for `seconds` and measures until all arrived (or 3 s passed). */
    load: async (rate: number, seconds: number) => {
      sentAt.clear();
      latencies.length = 0;
      refused = 0;
      const cpuBefore = processCpuMs(target.pid);
      const machineBefore = machineTicks();
      const started = performance.now();
      await openLoop(rate, seconds, send);
      const total = rate * seconds;
      const deadline = performance.now() + 3000;
      while (latencies.length + refused < total && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      const elapsedMs = performance.now() - started;
      return {
        offered_per_s: rate,
        messages: total,
        delivered: latencies.length,
        refused,
        ...summarise(latencies, elapsedMs),
        // To the µs: before and after a change differ by a few hundredths of a millisecond.
        server_cpu_ms_per_msg: Math.round(1000 * (processCpuMs(target.pid) - cpuBefore) / total) / 1000,
        machine_busy_pct: busyPercent(machineBefore, machineTicks()),
      };
    },
    close: () => {
      for (const socket of sockets.values()) socket.terminate();
    },
  };
}

const busyPercent = (before: ReturnType<typeof machineTicks>, after: ReturnType<typeof machineTicks>) =>
  Math.round(((after.busy - before.busy) / Math.max(1, after.total - before.total)) * 100);

export type LoadFigures = Awaited<ReturnType<Awaited<ReturnType<typeof connectPairs>>['load']>>;

/**
 * Open loop: `rate` sends a second for `seconds`, on a 10 ms schedule that does not wait for
 * answers (a slow server shows as latency, not as a lower rate).
 */
async function openLoop(rate: number, seconds: number, send: () => void) {
  const total = rate * seconds;
  const tickMs = 10;
  const perTick = rate / (1000 / tickMs);
  const started = performance.now();
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / tickMs + 1) * perTick));
    for (; sent < due; sent += 1) send();
    await new Promise((resolve) => setTimeout(resolve, tickMs));
  }
}

/** The p99 a step may reach and still count as keeping up (the knee is the last rate that does). */
export const KNEE_P99_MS = 100;

/**
 * Raises the rate by a quarter each step (3 s each) until the server falls behind: p99 over
 * KNEE_P99_MS, or not everything delivered. Returns the steps and the knee (the highest rate kept up with).
 */
export async function findKnee(load: (rate: number, seconds: number) => Promise<LoadFigures>, from: number, maxSteps = 9) {
  const steps: LoadFigures[] = [];
  let knee = 0;
  for (let rate = from, i = 0; i < maxSteps; rate = Math.round(rate * 1.25), i++) {
    const step = await load(rate, 3);
    steps.push(step);
    console.error(`    ${rate} msg/s: p99 ${step.p99_ms} ms, delivered ${step.delivered}/${step.messages}, ${step.server_cpu_ms_per_msg} ms CPU/msg`);
    if (step.p99_ms > KNEE_P99_MS || step.delivered < step.messages) break;
    knee = rate;
  }
  return { knee, steps };
}
