import { chatEndpoints } from '@mithaq/contract/endpoints/chat';
import { matchesEndpoints } from '@mithaq/contract/endpoints/matches';
import { tokensEndpoints } from '@mithaq/contract/endpoints/tokens';
import { IDEMPOTENCY_HEADER } from '@mithaq/contract/matches';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from './api';
import { callApi } from './callApi';

const fetchMock = vi.fn<typeof fetch>();
const id = '3f0c1a7e-8d7b-4c1e-9a55-0d6f2b7a9c11';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function sentRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setAccessToken(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('callApi', () => {
  it("sends the endpoint's method, its path with the params encoded, the JSON body and the headers", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await callApi(matchesEndpoints.unmatch, { params: { id: 'a/b c' } });
    expect(sentRequest().url).toBe('/api/matches/a%2Fb%20c/unmatch');
    expect(sentRequest().init.method).toBe('POST');

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    const paid = callApi(matchesEndpoints.pay, { params: { id }, body: { express: true }, headers: { [IDEMPOTENCY_HEADER]: 'key-1' } });
    // { ok: true } is not a payment's answer.
    await expect(paid).rejects.toMatchObject({ code: 'invalid_response' });
    const { url, init, headers } = sentRequest();
    expect(url).toBe(`/api/matches/${id}/pay`);
    expect(init.body).toBe('{"express":true}');
    expect(headers.get(IDEMPOTENCY_HEADER)).toBe('key-1');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('writes the query, leaving out what is undefined', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { messages: [], hasMore: false }));
    await callApi(chatEndpoints.history, { params: { id }, query: { before: undefined, after: 7, limit: 100 } });
    expect(sentRequest().url).toBe(`/api/matches/${id}/messages?after=7&limit=100`);
    expect(sentRequest().init.method).toBe('GET');
    expect(sentRequest().init.body).toBeUndefined();
  });

  it("answers what the endpoint's response schema parses", async () => {
    const wallet = { balance: 12, transactions: [] };
    fetchMock.mockResolvedValue(jsonResponse(200, wallet));
    await expect(callApi(tokensEndpoints.wallet)).resolves.toEqual(wallet);
  });

  it('throws invalid_response when the answer is not what the table promises', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { balance: 'twelve' }));
    await expect(callApi(tokensEndpoints.wallet)).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it("throws the server's error as apiFetch does", async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { error: { code: 'not_found', message: 'Match not found', key: 'matches.notFound' } }));
    await expect(callApi(matchesEndpoints.get, { params: { id } })).rejects.toMatchObject({ status: 404, code: 'not_found', key: 'matches.notFound' });
  });
});
