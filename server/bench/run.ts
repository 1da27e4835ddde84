import { parseArgs } from 'node:util';
import { benchAddressTiming } from './address-timing';
import { benchChat } from './chat';
import { benchDiscover } from './discover';
import { benchHealth } from './health';
import { benchMedia } from './media';
import { benchPayments } from './payments';
import { benchUpload } from './upload';
import { benchWeb } from './web';

/**
 * npm run bench -- <name> [--requests N] [--concurrency C]
 * Prints progress to stderr and one JSON line of figures to stdout.
 */
interface Args {
  requests: number;
  concurrency: number;
}

const benchmarks = {
  health: benchHealth,
  upload: (args: Args) => benchUpload({ ...args, requests: Math.min(args.requests, 200) }),
  chat: () => benchChat({ sockets: Number(values.sockets), rate: Number(values.rate), seconds: Number(values.seconds) }),
  discover: (args: Args) => benchDiscover({ ...args, profiles: Number(values.profiles), heavy: Number(values.heavy) }),
  payments: (args: Args) => benchPayments({ ...args, couples: Number(values.couples), profile: values['cpu-profile'] }),
  media: benchMedia,
  web: () => benchWeb({ runs: Number(values.runs) }),
  'address-timing': benchAddressTiming,
} as const;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    requests: { type: 'string' },
    concurrency: { type: 'string' },
    profiles: { type: 'string', default: '100000' },
    heavy: { type: 'string', default: '50' },
    sockets: { type: 'string', default: '5000' },
    rate: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '10' },
    couples: { type: 'string', default: '2000' },
    // Writes a V8 CPU profile of the measured service path there and prints its top functions (payments).
    'cpu-profile': { type: 'string' },
    runs: { type: 'string', default: '3' },
  },
});
const name = positionals[0] as keyof typeof benchmarks | undefined;
if (!name || !(name in benchmarks)) {
  console.error(`Usage: npm run bench -- <${Object.keys(benchmarks).join('|')}> [--requests N] [--concurrency C]`);
  process.exit(1);
}
console.error(`Running benchmark "${name}"...`);
// payments: every payer of --couples (about 2 per couple) unless --requests says fewer.
const defaults = { health: 5000, upload: 40, discover: 2000, chat: 0, payments: Number.POSITIVE_INFINITY, media: 2000, web: 0, 'address-timing': 100 } as const;
const concurrencyDefaults: Partial<Record<keyof typeof benchmarks, number>> = { payments: 16, media: 16 };
const requests = values.requests ? Number(values.requests) : defaults[name];
const concurrency = values.concurrency ? Number(values.concurrency) : (concurrencyDefaults[name] ?? 8);
const result = await benchmarks[name]({ requests, concurrency });
console.log(JSON.stringify(result));
process.exit(0);
