import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterErrorFallback } from '../components/RouterErrorFallback';
import { CHUNK_RELOAD_KEY, PageLoadError, lazyElement, loadChunk, prefetchWhenIdle } from './lazyRoute';

/** What a browser throws when a chunk of an older build is gone from the server. */
const gone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/ChatPage-old.js'));
const settledWithin = async (promise: Promise<unknown>, ms = 50) =>
  Promise.race([promise.then(() => true, () => true), new Promise((resolve) => setTimeout(() => resolve(false), ms))]);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadChunk', () => {
  it('hands over the module when the chunk loads', async () => {
    const reload = vi.fn();
    await expect(loadChunk(() => Promise.resolve({ page: 'chat' }), reload)).resolves.toEqual({ page: 'chat' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when a chunk is gone (a new build replaced it), rendering nothing meanwhile', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reload = vi.fn();
    const loading = loadChunk(gone, reload);
    expect(await settledWithin(loading)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Part of the app could not be loaded: reloading the page', expect.any(TypeError));
    expect(Number(sessionStorage.getItem(CHUNK_RELOAD_KEY))).toBeGreaterThan(0);
  });

  it('does not reload in a loop: right after such a reload it gives up with PageLoadError', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    const reload = vi.fn();
    await expect(loadChunk(gone, reload)).rejects.toBeInstanceOf(PageLoadError);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when offline (the reload could not load either)', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const reload = vi.fn();
    await expect(loadChunk(gone, reload)).rejects.toBeInstanceOf(PageLoadError);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('a screen whose code cannot be loaded', () => {
  it('shows the error screen with a way to reload, never a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    const router = createMemoryRouter([{ path: '/', errorElement: <RouterErrorFallback />, lazy: lazyElement(gone, () => <p>never</p>) }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be loaded. Check your connection, then reload the page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  });
});

describe('prefetchWhenIdle', () => {
  it('loads the chunks once the browser is idle, ignoring a failure (the visit retries it)', () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      idle = run;
      return 7;
    });
    const first = vi.fn(() => Promise.resolve({}));
    const second = vi.fn(gone);
    prefetchWhenIdle([first, second]);
    expect(first).not.toHaveBeenCalled();
    idle?.();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('can be called off before the browser is idle (the screen went away)', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const load = vi.fn(() => Promise.resolve({}));
    prefetchWhenIdle([load])();
    expect(cancel).toHaveBeenCalledWith(7);
    expect(load).not.toHaveBeenCalled();
  });
});
