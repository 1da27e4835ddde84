import { act, renderHook, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { fakeBrowser } from './test/pictureFakes';
import { useCropQueue } from './useCropQueue';

const picture = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

it('counts a picture once when its choice is clicked twice before the next picture shows', async () => {
  const send = vi.fn(async (_files: File[]) => {});
  const { result } = renderHook(() => useCropQueue(send));
  const [first, second] = [picture('a.jpg'), picture('b.jpg')];
  act(() => result.current.pick([first, second]));
  expect(result.current.current).toBe(first);

  // Both clicks run with the same render's handlers, as a fast double click does.
  const { whole } = result.current;
  act(() => {
    whole();
    whole();
  });
  expect(result.current.current).toBe(second);
  act(() => result.current.whole());
  await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  expect(send.mock.calls[0]![0]).toEqual([first, second]);
});

it('draws the crops of quick Applies one at a time, and sends them in the picking order', async () => {
  const browser = fakeBrowser({ width: 1000, height: 800 }, ['image/webp']);
  const send = vi.fn(async (_files: File[]) => {});
  const { result } = renderHook(() => useCropQueue(send));
  act(() => result.current.pick([picture('a.jpg'), picture('b.jpg'), picture('c.jpg')]));
  const choice = (width: number) => ({ area: { x: 0, y: 0, width, height: 800 }, rotation: 0 });
  act(() => result.current.apply(choice(640)));
  act(() => result.current.apply(choice(320)));
  act(() => result.current.apply(choice(160)));

  await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  expect(browser.decoded.mostOpen).toBe(1);
  expect(browser.canvases.map(({ width }) => width)).toEqual([640, 320, 160]);
  expect(send.mock.calls[0]![0].map((file) => file.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
});
