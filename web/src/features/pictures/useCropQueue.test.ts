import { act, renderHook, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
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
