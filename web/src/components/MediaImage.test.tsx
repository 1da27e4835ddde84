import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_REFRESH_COOLDOWN_MS } from '../lib/mediaRefresh';
import { MediaImage } from './MediaImage';

const PLACEHOLDER = '/placeholder.svg';

/** A screen with two pictures from one query, whose answers come from `answers` in turn (the last one repeats). */
function renderPictures(answers: string[][]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  let call = 0;
  const queryFn = vi.fn(async () => answers[Math.min(call++, answers.length - 1)] ?? []);
  function Pictures() {
    const { data } = useQuery({ queryKey: ['pictures'], queryFn });
    return (
      <>
        {data?.map((url, index) => <MediaImage key={index} src={url} alt={`Picture ${index + 1}`} fallbackSrc={PLACEHOLDER} />)}
      </>
    );
  }
  render(
    <QueryClientProvider client={client}>
      <Pictures />
    </QueryClientProvider>,
  );
  return { queryFn };
}

const picture = (n: number) => screen.getByRole('img', { name: `Picture ${n}` });

afterEach(() => {
  vi.useRealTimers();
});

describe('MediaImage', () => {
  it('fetches the query again when an expired /media picture fails, once for all its pictures, and shows the new URLs', async () => {
    const { queryFn } = renderPictures([
      ['/media/a?exp=1&sig=old', '/media/b?exp=1&sig=old'],
      ['/media/a?exp=2&sig=new', '/media/b?exp=2&sig=new'],
    ]);
    await screen.findByRole('img', { name: 'Picture 1' });
    expect(queryFn).toHaveBeenCalledTimes(1);

    // Every picture of the answer expired at once: one refetch.
    fireEvent.error(picture(1));
    fireEvent.error(picture(2));
    expect(picture(1)).toHaveAttribute('src', PLACEHOLDER);
    await waitFor(() => expect(picture(1)).toHaveAttribute('src', '/media/a?exp=2&sig=new'));
    expect(picture(2)).toHaveAttribute('src', '/media/b?exp=2&sig=new');
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('does not loop when the picture really is gone: after one refetch it keeps the placeholder', async () => {
    const { queryFn } = renderPictures([['/media/a?exp=1&sig=old'], ['/media/a?exp=2&sig=new'], ['/media/a?exp=3&sig=newer']]);
    await screen.findByRole('img', { name: 'Picture 1' });
    fireEvent.error(picture(1));
    await waitFor(() => expect(picture(1)).toHaveAttribute('src', '/media/a?exp=2&sig=new'));

    // The fresh URL fails too: no second refetch, the placeholder stays.
    fireEvent.error(picture(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(picture(1)).toHaveAttribute('src', PLACEHOLDER);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('keeps the placeholder when the refetch brings the same URL back', async () => {
    const { queryFn } = renderPictures([['/media/a?exp=1&sig=same']]);
    await screen.findByRole('img', { name: 'Picture 1' });
    fireEvent.error(picture(1));
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(picture(1)).toHaveAttribute('src', PLACEHOLDER);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('refreshes the same query again once the cool-down has passed (a later expiry)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { queryFn } = renderPictures([['/media/a?exp=1'], ['/media/a?exp=2'], ['/media/a?exp=3']]);
    await screen.findByRole('img', { name: 'Picture 1' });
    fireEvent.error(picture(1));
    await waitFor(() => expect(picture(1)).toHaveAttribute('src', '/media/a?exp=2'));
    vi.setSystemTime(Date.now() + MEDIA_REFRESH_COOLDOWN_MS);
    fireEvent.error(picture(1));
    await waitFor(() => expect(picture(1)).toHaveAttribute('src', '/media/a?exp=3'));
    expect(queryFn).toHaveBeenCalledTimes(3);
  });

  it('does not refetch for a picture that is not a /media URL', async () => {
    const { queryFn } = renderPictures([['/elsewhere/a.png']]);
    await screen.findByRole('img', { name: 'Picture 1' });
    fireEvent.error(picture(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(picture(1)).toHaveAttribute('src', PLACEHOLDER);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('shows its fallback, without a query client, when the picture fails (as before)', () => {
    render(<MediaImage src="/media/a?exp=1" alt="Picture 1" fallback={<span>Initial</span>} />);
    fireEvent.error(picture(1));
    expect(screen.getByText('Initial')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
