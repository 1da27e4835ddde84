import { renderHook, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { useObjectUrl } from './useObjectUrl';

/** Records what is made and revoked here (URL's functions may already be mocks with calls from other files). */
function stubObjectUrls() {
  const made: Blob[] = [];
  const revoked: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
    made.push(blob as Blob);
    return `blob:made-${made.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => {
    revoked.push(url);
  });
  return { made, revoked };
}

it('makes one URL per blob, revokes it when the blob changes and when the component goes', async () => {
  const urls = stubObjectUrls();
  const [first, second] = [new Blob(['a']), new Blob(['b'])];
  const { result, rerender, unmount } = renderHook(({ blob }: { blob: Blob | null }) => useObjectUrl(blob), {
    initialProps: { blob: first as Blob | null },
  });
  await waitFor(() => expect(result.current).toBe('blob:made-1'));
  expect(urls.made).toHaveLength(1);
  expect(urls.made[0]).toBe(first);

  rerender({ blob: second });
  // The first URL is never handed out for the second blob, even before the new one is made.
  expect(result.current).toBeNull();
  expect(urls.revoked).toEqual(['blob:made-1']);
  await waitFor(() => expect(result.current).toBe('blob:made-2'));

  rerender({ blob: null });
  expect(result.current).toBeNull();
  expect(urls.revoked).toEqual(['blob:made-1', 'blob:made-2']);
  expect(urls.made).toHaveLength(2);
  expect(urls.made[1]).toBe(second);
  unmount();
});

it('makes no URL for a blob dropped before its turn came, and revokes on unmount', async () => {
  const urls = stubObjectUrls();
  const blob = new Blob(['a']);
  const dropped = renderHook(() => useObjectUrl(blob));
  dropped.unmount();
  const kept = renderHook(() => useObjectUrl(blob));
  await waitFor(() => expect(kept.result.current).not.toBeNull());
  expect(urls.made).toHaveLength(1);
  kept.unmount();
  expect(urls.revoked).toEqual(['blob:made-1']);
});
