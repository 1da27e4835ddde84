import crypto from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { Header, Pack, Parser, ReadEntry } from 'tar';

/** What the archive says of one file it holds: the manifest's checksums (manifest.ts). */
export interface ArchivedFile {
  path: string;
  size: number;
  sha256: string;
}

/**
 * A gzip tar written one entry at a time, each streamed from its source (a picture from the
 * store, a database dump on disk) and hashed on the way: nothing larger than a chunk is held.
 * Entries are added one after the other; `close` ends the archive and waits for the file.
 */
export interface ArchiveWriter {
  add(path: string, size: number, source: Readable | Buffer): Promise<ArchivedFile>;
  close(): Promise<void>;
  /** Stops writing after a failure (the caller removes the file). */
  abort(): void;
}

/** Opens `file` (which must not exist) first, so a folder that cannot be written fails before any work. */
export async function createArchiveWriter(file: string): Promise<ArchiveWriter> {
  const pack = new Pack({ gzip: true, portable: true });
  const out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
  const failed = new Promise<never>((_resolve, reject) => {
    pack.on('error', reject);
    out.on('error', reject);
  });
  failed.catch(() => undefined); // read where it matters: in add and close
  await Promise.race([once(out, 'open'), failed]);
  pack.pipe(out);
  return {
    async add(path, size, source) {
      const entry = new ReadEntry(new Header({ path, size, mode: 0o600, mtime: new Date(), type: 'File' }));
      pack.add(entry);
      const hash = crypto.createHash('sha256');
      let written = 0;
      const chunks = Buffer.isBuffer(source) ? [source] : source;
      for await (const chunk of chunks as AsyncIterable<Buffer>) {
        written += chunk.length;
        // A source that grew while read would overflow its header's size: refused, not truncated.
        if (written > size) throw new Error(`${path} is larger than the ${size} bytes it had when the backup started`);
        hash.update(chunk);
        if (!entry.write(chunk)) await Promise.race([once(entry, 'drain'), failed]);
      }
      if (written !== size) throw new Error(`${path} has ${written} bytes, not the ${size} it had when the backup started`);
      entry.end();
      await Promise.race([once(entry, 'end'), failed]);
      return { path, size, sha256: hash.digest('hex') };
    },
    async close() {
      pack.end();
      await Promise.race([once(out, 'close'), failed]);
    },
    abort() {
      pack.unpipe(out);
      out.destroy();
    },
  };
}

/** One entry as a reader meets it: its path, size and bytes (to read to the end, or to leave: then skipped). */
export interface ArchiveEntry {
  path: string;
  size: number;
  type: string;
  body: AsyncIterable<Buffer>;
}

/**
 * Reads a gzip tar from start to end, one entry at a time, in order: the parser waits while an
 * entry's bytes are not consumed (node-tar's backpressure), so nothing larger than a chunk is
 * held. Throws on a damaged file, or with the first error `onEntry` threw (the rest is read
 * to the end but not handed over).
 */
export async function readArchive(file: string, onEntry: (entry: ArchiveEntry) => Promise<void>): Promise<void> {
  const parser = new Parser({ strict: true });
  let pending: Promise<void> = Promise.resolve();
  let failure: unknown;
  parser.on('entry', (entry: ReadEntry) => {
    pending = pending.then(async () => {
      if (!failure) {
        try {
          await onEntry({ path: entry.path, size: entry.size ?? 0, type: entry.type, body: entry });
        } catch (error) {
          failure = error;
        }
      }
      entry.resume();
    });
  });
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('error', reject);
    parser.on('abort', reject);
    parser.on('end', () => resolve());
  });
  const input = fs.createReadStream(file);
  input.on('error', (error) => parser.abort(error));
  input.pipe(parser);
  await parsed;
  await pending;
  if (failure) throw failure;
}
