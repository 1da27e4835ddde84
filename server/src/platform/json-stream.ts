import { Readable } from 'node:stream';

/**
 * A JSON document written as it is read, never whole in memory: an object's fields are produced
 * one after the other, and an async iterable becomes an array written item by item (a member's
 * messages, page by page from the database). Values may nest: a field or an item may itself be a
 * streamed object or an async iterable.
 */
export type JsonSource = unknown;

/** An object whose fields are computed only when the writer reaches them, in this order. */
export class StreamedObject {
  constructor(readonly fields: Record<string, () => JsonSource>) {}
}

export const streamedObject = (fields: Record<string, () => JsonSource>) => new StreamedObject(fields);

function isAsyncIterable(value: unknown): value is AsyncIterable<JsonSource> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

async function* write(value: JsonSource, indent: string): AsyncGenerator<string> {
  const inner = `${indent}  `;
  if (value instanceof StreamedObject) {
    yield '{';
    let first = true;
    for (const [name, produce] of Object.entries(value.fields)) {
      yield `${first ? '' : ','}\n${inner}${JSON.stringify(name)}: `;
      first = false;
      yield* write(produce(), inner);
    }
    yield first ? '}' : `\n${indent}}`;
    return;
  }
  if (isAsyncIterable(value)) {
    yield '[';
    let first = true;
    for await (const item of value) {
      yield `${first ? '' : ','}\n${inner}`;
      first = false;
      yield* write(item, inner);
    }
    yield first ? ']' : `\n${indent}]`;
    return;
  }
  const settled = await value;
  if (settled instanceof StreamedObject || isAsyncIterable(settled)) {
    yield* write(settled, indent);
    return;
  }
  // Plain values are small (one row, one profile): indented like the rest for a readable file.
  yield (JSON.stringify(settled, null, 2) ?? 'null').replaceAll('\n', `\n${indent}`);
}

/** The document as a byte stream (UTF-8), for a reply body. */
export function jsonStream(root: StreamedObject): Readable {
  return Readable.from(
    (async function* () {
      yield* write(root, '');
      yield '\n';
    })(),
  );
}

/** Rows fetched page by page (keyset), yielded one by one: a long list never sits in memory whole. */
export async function* pages<Row, Position>(
  fetchPage: (after: Position | null, limit: number) => Promise<Row[]>,
  positionOf: (row: Row) => Position,
  pageSize = 500,
): AsyncGenerator<Row> {
  let after: Position | null = null;
  for (;;) {
    const rows = await fetchPage(after, pageSize);
    yield* rows;
    if (rows.length < pageSize) return;
    after = positionOf(rows[rows.length - 1]!);
  }
}

/** Each row of `rows` as `shape` makes it (a page's position left out of what is written, say). */
export async function* mapRows<Row, Shaped>(rows: AsyncIterable<Row>, shape: (row: Row) => Shaped): AsyncGenerator<Shaped> {
  for await (const row of rows) yield shape(row);
}
