import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InitialEntry } from 'react-router';
import { expect } from 'vitest';
import { jsonResponse, stubServer } from './fakeServer';
import type { RouteHandler } from './fakeServer';
import { renderRoutes } from './renderRoutes';

/**
 * The toast with `text`, once sonner shows it (inline alerts with the same text do not count).
 * `timeout` (ms) for toasts that wait on several requests.
 */
export function findToast(text: string, timeout?: number): Promise<HTMLElement> {
  return waitFor(
    () => {
      const toaster = document.querySelector<HTMLElement>('[data-sonner-toaster]');
      if (!toaster) throw new Error('no toast is shown');
      return within(toaster).getByText(text);
    },
    timeout ? { timeout } : undefined,
  );
}

/**
 * Mounts the app at `entry` with the real session layer, signed out (the refresh finds no
 * cookie), and a fake server answering `routes` as well.
 */
export async function renderSignedOutAt(entry: InitialEntry, routes: Record<string, RouteHandler> = {}) {
  const server = stubServer({ 'POST /api/auth/refresh': () => jsonResponse(200, { session: null }), ...routes });
  const user = userEvent.setup();
  const view = renderRoutes(entry, 'server');
  await screen.findByRole('heading', { level: 1 });
  return { ...view, server, user };
}

/** The card of one auth tab ('Welcome Back' or 'Create Account'). */
export function authCard(title: string): HTMLElement {
  return screen.getByRole('region', { name: title });
}

export async function expectPath(router: ReturnType<typeof renderRoutes>['router'], pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}
