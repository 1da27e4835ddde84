import { z } from 'zod';
import { isValidStorageKey } from '../storage/storage';

/** The archive's last entry (written once every checksum is known), read first by restore. */
export const MANIFEST_PATH = 'manifest.json';
export const MANIFEST_FORMAT = 'mithaq-backup';
/** Raised when the layout changes; restore refuses a version it does not know. */
export const MANIFEST_FORMAT_VERSION = 1;

/** Where each database kind's dump sits in the archive. */
export const DATABASE_ENTRY = {
  pglite: 'database/pglite-datadir.tar.gz',
  postgres: 'database/postgres.pgdump',
} as const;
export type DatabaseKind = keyof typeof DATABASE_ENTRY;
/** PostgreSQL copied through the app when pg_dump is not installed (server/src/platform/backup/logical.ts): restorable into either kind. */
export const LOGICAL_DATABASE_ENTRY = 'database/logical.jsonl.gz';

/** The archive entry the manifest's database is in: its method's. */
export const databaseEntryOf = (database: Pick<Manifest['database'], 'kind' | 'method'>): string =>
  database.method === 'logical-jsonl' ? LOGICAL_DATABASE_ENTRY : DATABASE_ENTRY[database.kind];

/** Pictures sit under media/ with their storage key, the same in the local folder and the bucket. */
export const MEDIA_PREFIX = 'media/';
export const mediaEntryOf = (key: string) => `${MEDIA_PREFIX}${key}`;
/** The storage key of a media entry, or null when the path is not one (a key the server would not make). */
export function keyOfMediaEntry(entryPath: string): string | null {
  if (!entryPath.startsWith(MEDIA_PREFIX)) return null;
  const key = entryPath.slice(MEDIA_PREFIX.length);
  return isValidStorageKey(key) ? key : null;
}

const fileSchema = z.object({ path: z.string().min(1), size: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

/** Only the two fields every format version has: read first, so an unknown version gets its own message. */
const headSchema = z.object({ format: z.literal(MANIFEST_FORMAT), formatVersion: z.number().int() });

const manifestSchema = headSchema.extend({
  formatVersion: z.literal(MANIFEST_FORMAT_VERSION),
  app: z.object({ version: z.string(), commit: z.string().nullable() }),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    method: z.enum(['pglite-dumpDataDir', 'pg_dump-custom', 'logical-jsonl']),
    path: z.string(),
    /** The schema's migration level: how many were applied, and the newest one's folder time (drizzle's). */
    migrations: z.object({ applied: z.number().int().nonnegative(), latest: z.number().int().nullable() }),
  }),
  media: z.object({ source: z.enum(['local', 's3']) }),
  counts: z.object({
    /** Rows of every table at the dump's moment: restore compares them with what it loaded. */
    rows: z.record(z.string(), z.number().int().nonnegative()),
    mediaFiles: z.number().int().nonnegative(),
    mediaBytes: z.number().int().nonnegative(),
  }),
  /** Every other entry of the archive, with its size and sha256. */
  files: z.array(fileSchema),
});
export type Manifest = z.infer<typeof manifestSchema>;

export class ManifestError extends Error {}

/** The manifest's JSON checked, or a ManifestError saying what to do. */
export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ManifestError('The archive\'s manifest.json is not JSON: this is not a Mithaq backup, or it is damaged.');
  }
  const head = headSchema.safeParse(json);
  if (!head.success) throw new ManifestError('The archive\'s manifest.json is not a Mithaq backup manifest.');
  if (head.data.formatVersion !== MANIFEST_FORMAT_VERSION) {
    throw new ManifestError(
      `This archive's format is version ${head.data.formatVersion}; this Mithaq reads version ${MANIFEST_FORMAT_VERSION}. ` +
        'Restore it with the Mithaq version that made it (manifest.json names it), then upgrade.',
    );
  }
  const manifest = manifestSchema.safeParse(json);
  if (!manifest.success) throw new ManifestError(`The archive's manifest.json is incomplete: ${manifest.error.issues[0]?.path.join('.')} ${manifest.error.issues[0]?.message}`);
  return manifest.data;
}
