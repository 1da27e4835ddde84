import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../lib/authTokens';
import { MediaImage } from './MediaImage';

/** In the native wrapper /media pictures are fetched with the access token (lib/useMediaObjectUrl.ts). */
const PLACEHOLDER = '/placeholder.svg';
const scope = globalThis as { Capacitor?: { isNativePlatform: () => boolean } };

let objectUrls = 0;
const createObjectURL = vi.fn(() => `blob:picture-${++objectUrls}`);
const revokeObjectURL = vi.fn();
/** Answers a /media URL signed 'old' 404 (expired), any other one with the picture (just what the hook reads of a Response). */
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  const ok = !url.includes('sig=old');
  return { ok, status: ok ? 200 : 404, blob: async () => new Blob(['bytes'], { type: 'image/webp' }) } as Response;
});

beforeEach(() => {
  objectUrls = 0;
  vi.stubGlobal('fetch', fetchMock);
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  setAccessToken('the-access-token');
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete scope.Capacitor;
  setAccessToken(null);
  vi.clearAllMocks();
});

function renderPictures(answers: string[][]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  let call = 0;
  const queryFn = vi.fn(async () => answers[Math.min(call++, answers.length - 1)] ?? []);
  function Pictures() {
    const { data } = useQuery({ queryKey: ['pictures'], queryFn });
    return <>{data?.map((url, index) => <MediaImage key={index} src={url} alt={`Picture ${index + 1}`} fallbackSrc={PLACEHOLDER} />)}</>;
  }
  const view = render(
    <QueryClientProvider client={client}>
      <Pictures />
    </QueryClientProvider>,
  );
  return { queryFn, view };
}

const picture = () => screen.getByRole('img', { name: 'Picture 1' });

describe('MediaImage in the native wrapper', () => {
  beforeEach(() => {
    scope.Capacitor = { isNativePlatform: () => true };
  });

  it('fetches the picture with the bearer, without cookies, shows its object URL and revokes it on unmount', async () => {
    const { view } = renderPictures([['/media/a?exp=1&sig=ok']]);
    await waitFor(() => expect(picture()).toHaveAttribute('src', 'blob:picture-1'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/media/a?exp=1&sig=ok');
    expect(init?.credentials).toBe('omit');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer the-access-token');
    expect(revokeObjectURL).not.toHaveBeenCalled();
    view.unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:picture-1');
  });

  it('an expired URL (404) fetches the query again and shows the new picture, revoking nothing it did not make', async () => {
    const { queryFn } = renderPictures([['/media/a?exp=1&sig=old'], ['/media/a?exp=2&sig=new']]);
    await waitFor(() => expect(picture()).toHaveAttribute('src', 'blob:picture-1'));
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/media/a?exp=1&sig=old', '/media/a?exp=2&sig=new']);
    expect(revokeObjectURL).not.toHaveBeenCalled();
  });

  it('revokes the old object URL when the picture changes', async () => {
    const { view } = renderPictures([['/media/a?exp=1&sig=one']]);
    await waitFor(() => expect(picture()).toHaveAttribute('src', 'blob:picture-1'));
    view.rerender(<MediaImage src="/media/b?exp=1&sig=two" alt="Picture 1" />);
    await waitFor(() => expect(picture()).toHaveAttribute('src', 'blob:picture-2'));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:picture-1');
  });
});

describe('MediaImage in a browser', () => {
  it('gives the <img> the URL itself and fetches nothing', async () => {
    renderPictures([['/media/a?exp=1&sig=ok']]);
    await waitFor(() => expect(picture()).toHaveAttribute('src', '/media/a?exp=1&sig=ok'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
