import { describe, expect, it } from 'vitest';

// Every script of the app as text (tests and their helpers left out: they stand in for the server).
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/test/**'], { query: '?raw', import: 'default', eager: true });

describe('the API paths the web calls', () => {
  it('come from contract/src/endpoints/ (the table or its zod-free paths.ts), never a hand-written /api/ literal', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const written = Object.entries(sources)
      .filter(([, text]) => /['"`]\/api\//.test(text))
      .map(([file]) => file);
    expect(written).toEqual([]);
  });
});
