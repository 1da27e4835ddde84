import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import type { Database } from '../db/connect';
import type { DatabaseFacts } from './database';
import { withLogicalExport } from './logical';

/**
 * The logical copy (server/src/platform/backup/logical.ts) as a backup archive's entry: its lines gzipped into `file` (a new
 * one, written beside the archive first: its size goes in the tar header), answering the facts of
 * the rows it holds. What npm run backup writes when pg_dump is not installed.
 */
export function writeLogicalDump(database: Database, file: string): Promise<DatabaseFacts> {
  return withLogicalExport(database, async (facts, lines) => {
    const text = Readable.from((async function* () {
      for await (const line of lines) yield `${line}\n`;
    })());
    await pipeline(text, zlib.createGzip(), fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    return facts;
  });
}

/** The lines of a gzipped logical dump read from `body` (an archive entry's bytes), one at a time. */
export async function* readLogicalDump(body: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const source = Readable.from(body);
  const gunzip = zlib.createGunzip();
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of gunzip as AsyncIterable<Buffer>) {
    const lines = (rest + decoder.write(chunk)).split('\n');
    rest = lines.pop()!;
    yield* lines;
  }
  rest += decoder.end();
  if (rest !== '') yield rest;
}
