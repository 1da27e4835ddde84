import { chatEndpoints } from './chat';
import type { Endpoint } from './define';
import { matchesEndpoints } from './matches';
import { tokensEndpoints } from './tokens';

/**
 * Every feature's endpoints together: for the server and the tests only. The web imports one
 * feature's table at a time (@mithaq/contract/endpoints/<feature>), so its first script never
 * carries every schema (web/scripts/bundle-budget.mjs).
 */
export const endpoints = {
  matches: matchesEndpoints,
  chat: chatEndpoints,
  tokens: tokensEndpoints,
};

/** The table as a flat list, named `feature.name`. */
export function allEndpoints(): [string, Endpoint][] {
  return Object.entries(endpoints).flatMap(([feature, table]) =>
    Object.entries(table as Record<string, Endpoint>).map(([name, endpoint]): [string, Endpoint] => [`${feature}.${name}`, endpoint]),
  );
}
