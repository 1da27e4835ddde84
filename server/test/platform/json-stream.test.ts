import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { jsonStream, pages, streamedObject } from '../../src/platform/json-stream';

describe('jsonStream', () => {
  it('writes nested objects, async lists and plain values as one valid JSON document, in field order', async () => {
    async function* items() {
      yield 1;
      yield streamedObject({ inner: () => Promise.resolve('x'), list: () => (async function* () {})() });
    }
    const text = (await buffer(jsonStream(streamedObject({ a: () => ({ b: [1, 2] }), list: () => items(), none: () => undefined, empty: () => streamedObject({}) })))).toString();
    expect(JSON.parse(text)).toEqual({ a: { b: [1, 2] }, list: [1, { inner: 'x', list: [] }], none: null, empty: {} });
    expect(Object.keys(JSON.parse(text))).toEqual(['a', 'list', 'none', 'empty']);
  });

  it('produces a field only when the writer reaches it', async () => {
    const reached: string[] = [];
    const stream = jsonStream(streamedObject({ first: () => (reached.push('first'), 1), second: () => (reached.push('second'), 2) }));
    expect(reached).toEqual([]);
    await buffer(stream);
    expect(reached).toEqual(['first', 'second']);
  });
});

describe('pages', () => {
  it('reads page after page from the last position, and stops at a short page', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => i);
    const asked: (number | null)[] = [];
    const read: number[] = [];
    for await (const row of pages(async (after: number | null, limit) => {
      asked.push(after);
      return rows.filter((r) => after === null || r > after).slice(0, limit);
    }, (row) => row, 3)) read.push(row);
    expect(read).toEqual(rows);
    expect(asked).toEqual([null, 2, 5]);
  });
});
