import { chatEndpoints } from '@mithaq/contract/endpoints/chat';
import { matchesEndpoints } from '@mithaq/contract/endpoints/matches';
import { tokensEndpoints } from '@mithaq/contract/endpoints/tokens';
import { IDEMPOTENCY_HEADER } from '@mithaq/contract/matches';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubServer } from '../test/fakeServer';
import { setAccessToken } from './api';
import { callApi } from './callApi';

const id = '3f0c1a7e-8d7b-4c1e-9a55-0d6f2b7a9c11';

beforeEach(() => setAccessToken(null));
afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it("sends the endpoint's method and its path with the params URI-encoded", async () => {
    const server = stubServer({ 'POST /api/matches/a%2Fb%20c/unmatch': () => jsonResponse(200, { ok: true }) });
    await expect(callApi(matchesEndpoints.unmatch, { params: { id: 'a/b c' } })).resolves.toEqual({ ok: true });
    expect(server.requests('POST /api/matches/a%2Fb%20c/unmatch')).toHaveLength(1);
  });

  it('sends the JSON body and the headers the table names', async () => {
    // { ok: true } is not a payment's answer: the call fails as an invalid response, after sending.
    const server = stubServer({ [`POST /api/matches/${id}/pay`]: () => jsonResponse(200, { ok: true }) });
    const paid = callApi(matchesEndpoints.pay, { params: { id }, body: { express: true }, headers: { [IDEMPOTENCY_HEADER]: 'key-1' } });
    await expect(paid).rejects.toMatchObject({ code: 'invalid_response' });
    const [sent] = server.requests(`POST /api/matches/${id}/pay`);
    expect(sent?.body).toEqual({ express: true });
    expect(sent?.headers.get(IDEMPOTENCY_HEADER)).toBe('key-1');
    expect(sent?.headers.get('Content-Type')).toBe('application/json');
  });

  it('writes the query, leaving out what is undefined, and sends no body with a GET', async () => {
    const path = `GET /api/matches/${id}/messages?after=7&limit=100`;
    const server = stubServer({ [path]: () => jsonResponse(200, { messages: [], hasMore: false }) });
    await expect(callApi(chatEndpoints.history, { params: { id }, query: { before: undefined, after: 7, limit: 100 } })).resolves.toEqual({ messages: [], hasMore: false });
    expect(server.requests(path)[0]?.body).toBeUndefined();
  });

  it("answers what the endpoint's response schema parses, and invalid_response for anything else", async () => {
    const wallet = { balance: 12, transactions: [] };
    const server = stubServer({ 'GET /api/tokens/wallet': () => jsonResponse(200, wallet) });
    await expect(callApi(tokensEndpoints.wallet)).resolves.toEqual(wallet);
    server.route('GET /api/tokens/wallet', () => jsonResponse(200, { balance: 'twelve' }));
    await expect(callApi(tokensEndpoints.wallet)).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it("throws the server's error with its registry key, as apiFetch does", async () => {
    stubServer({ [`GET /api/matches/${id}`]: () => errorResponse(404, 'NOT_FOUND', 'Match not found') });
    await expect(callApi(matchesEndpoints.get, { params: { id } })).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND', key: 'matches.notFound' });
  });
});
