import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isServerMessageKey } from '../messages';
import { fillPath, pathParamNames, queryString } from './define';
import { allEndpoints } from './index';

describe('fillPath', () => {
  it('puts each :param in its place, URI-encoded', () => {
    expect(fillPath('/api/matches/:id/pay', { id: 'a/b c' })).toBe('/api/matches/a%2Fb%20c/pay');
    expect(fillPath('/api/a/:x/b/:y', { x: 1, y: 'z' })).toBe('/api/a/1/b/z');
    expect(fillPath('/api/matches')).toBe('/api/matches');
  });

  it('refuses a path whose parameter has no value', () => {
    expect(() => fillPath('/api/matches/:id', {})).toThrow(':id');
  });
});

describe('queryString', () => {
  it('leaves out undefined and null, repeats arrays, and is empty for nothing', () => {
    expect(queryString({ a: 1, b: undefined, c: null, d: ['x', 'y'], e: 'é&' })).toBe('?a=1&d=x&d=y&e=%C3%A9%26');
    expect(queryString({ b: undefined })).toBe('');
    expect(queryString()).toBe('');
  });
});

describe('the endpoint table', () => {
  const table = allEndpoints();

  it('names each method and path once', () => {
    const routes = table.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("gives each path's :params a schema with exactly those fields", () => {
    for (const [name, endpoint] of table) {
      const inPath = pathParamNames(endpoint.path).sort();
      const inSchema = endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape).sort() : [];
      expect(inSchema, name).toEqual(inPath);
    }
  });

  it("lists only refusals the message registry has", () => {
    for (const [name, endpoint] of table) {
      for (const key of endpoint.errors ?? []) expect(isServerMessageKey(key), `${name}: ${key}`).toBe(true);
    }
  });

  it('states the refusals of the money and chat endpoints', () => {
    for (const name of ['matches.pay', 'matches.rematch', 'chat.send']) {
      expect(table.find(([n]) => n === name)?.[1].errors?.length, name).toBeGreaterThan(0);
    }
  });
});
