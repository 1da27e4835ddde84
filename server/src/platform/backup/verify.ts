import crypto from 'node:crypto';
import { readArchive, type ArchiveEntry } from './archive';
import { databaseEntryOf, keyOfMediaEntry, MANIFEST_PATH, ManifestError, parseManifest, type Manifest } from './manifest';

/** A refusal a person can act on (server/src/cli/restore-command.ts prints it as is, exits 1, writes nothing). */
export class RestoreRefusal extends Error {}

/** The manifest's biggest plausible size: a million pictures' lines. */
const MANIFEST_MAX_BYTES = 512 * 1024 * 1024;

/** The size and sha256 of a stream of bytes; `keep` sees each chunk on the way. */
export async function sha256Of(body: AsyncIterable<Buffer>, keep: (chunk: Buffer) => void = () => undefined): Promise<{ size: number; sha256: string }> {
  const hash = crypto.createHash('sha256');
  let size = 0;
  for await (const chunk of body) {
    hash.update(chunk);
    size += chunk.length;
    keep(chunk);
  }
  return { size, sha256: hash.digest('hex') };
}

/**
 * The first pass: reads the whole archive, hashes every entry and checks each against the
 * manifest (its size and sha256, nothing missing, nothing more), and the manifest's format.
 * Writes nothing.
 */
export async function verifyArchive(archive: string): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | undefined;
  try {
    await readArchive(archive, async (entry: ArchiveEntry) => {
      if (entry.type !== 'File') throw new RestoreRefusal(`The archive holds ${entry.path}, which is not a file: it was not made by npm run backup.`);
      if (seen.has(entry.path) || (entry.path === MANIFEST_PATH && manifestText !== undefined)) throw new RestoreRefusal(`The archive holds ${entry.path} twice: it was not made by npm run backup.`);
      if (entry.path === MANIFEST_PATH) {
        if (entry.size > MANIFEST_MAX_BYTES) throw new RestoreRefusal('The archive\'s manifest.json is too large to be a Mithaq manifest.');
        const chunks: Buffer[] = [];
        await sha256Of(entry.body, (chunk) => chunks.push(chunk));
        manifestText = Buffer.concat(chunks).toString('utf8');
        return;
      }
      seen.set(entry.path, await sha256Of(entry.body));
    });
  } catch (error) {
    if (error instanceof RestoreRefusal) throw error;
    throw new RestoreRefusal(`The archive cannot be read (${(error as Error).message}): it is damaged, or not a gzip tar.`);
  }
  if (manifestText === undefined) throw new RestoreRefusal('The archive has no manifest.json: it was not made by npm run backup, or it was cut short.');
  let manifest: Manifest;
  try {
    manifest = parseManifest(manifestText);
  } catch (error) {
    if (error instanceof ManifestError) throw new RestoreRefusal(error.message);
    throw error;
  }

  const listed = new Map(manifest.files.map((file) => [file.path, file]));
  const damaged = manifest.files.filter((file) => seen.get(file.path)?.sha256 !== file.sha256 || seen.get(file.path)?.size !== file.size);
  const unlisted = [...seen.keys()].filter((entry) => !listed.has(entry));
  if (damaged.length > 0 || unlisted.length > 0 || listed.size !== manifest.files.length) {
    const names = (files: string[]) => `${files.slice(0, 5).join(', ')}${files.length > 5 ? `, and ${files.length - 5} more` : ''}`;
    throw new RestoreRefusal(
      [
        'The archive does not match its manifest, so nothing was restored:',
        ...(damaged.length > 0 ? [`  ${damaged.length} files missing or changed (checksum or size): ${names(damaged.map((file) => file.path))}`] : []),
        ...(unlisted.length > 0 ? [`  ${unlisted.length} files the manifest does not list: ${names(unlisted)}`] : []),
        'Take another copy of the backup.',
      ].join('\n'),
    );
  }
  const databasePath = databaseEntryOf(manifest.database);
  if (manifest.database.path !== databasePath || !listed.has(databasePath)) throw new RestoreRefusal(`The archive has no ${databasePath}: it holds no database to restore.`);
  const strange = manifest.files.filter((file) => file.path !== databasePath && keyOfMediaEntry(file.path) === null);
  if (strange.length > 0) throw new RestoreRefusal(`The archive holds ${strange[0]!.path}, which is neither the database nor a picture: it was not made by npm run backup.`);
  return manifest;
}
