import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionProvider } from '../../lib/session';
import { stubServer } from '../../test/fakeServer';
import { ready } from '../../test/sessionFixtures';
import { PushOffer } from './PushOffer';
import { installPushBrowser } from './test/pushBrowser';

let restore = () => {};
afterEach(() => restore());

function renderOffer(hasMatch: boolean) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider loader={() => Promise.resolve(ready)}>
        <PushOffer hasMatch={hasMatch} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('PushOffer', () => {
  it('is offered once the member has a match, and "Not now" is remembered', async () => {
    stubServer();
    restore = installPushBrowser({ permission: 'default' }).restore;
    const first = renderOffer(true);
    expect(await screen.findByRole('heading', { name: 'Never miss a message' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('heading', { name: 'Never miss a message' })).not.toBeInTheDocument();
    first.unmount();

    renderOffer(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Never miss a message' })).not.toBeInTheDocument();
  });

  it('is not offered before the first match, nor when notifications are already on or blocked', async () => {
    stubServer();
    restore = installPushBrowser({ permission: 'default' }).restore;
    const before = renderOffer(false);
    expect(screen.queryByRole('heading', { name: 'Never miss a message' })).not.toBeInTheDocument();
    before.unmount();
    restore();
    restore = installPushBrowser({ permission: 'denied' }).restore;
    renderOffer(true);
    // Give the state check its turn; the offer stays away.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Never miss a message' })).not.toBeInTheDocument();
  });
});
