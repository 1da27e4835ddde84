import { QueryClientProvider, focusManager } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setAccessToken } from '../../lib/authTokens';
import { createQueryClient } from '../../lib/queryClient';
import { SessionProvider } from '../../lib/session';
import { jsonResponse, stubServer } from '../../test/fakeServer';
import { ready } from '../../test/sessionFixtures';
import { WalletCard } from './WalletCard';

/** A wallet entry as the server sends it: `text` is the entry already in the reader's language. */
const transaction = (n: number, amount: number, text: string) => ({
  id: `f0000000-0000-4000-8000-00000000000${n}`,
  amount,
  type: amount < 0 ? 'payment' : 'grant',
  key: null,
  params: {},
  description: text,
  text,
  createdAt: '2025-05-02T10:00:00.000Z',
});

afterEach(() => focusManager.setFocused(undefined));

describe('WalletCard', () => {
  it('reads the wallet again when the window regains focus, even while the last answer is fresh', async () => {
    let balance = 10;
    const server = stubServer({
      'GET /api/tokens/wallet': () => jsonResponse(200, { balance, transactions: [transaction(1, -3, 'Unlocked chat with Yusuf'), transaction(2, 10, 'Welcome tokens')] }),
    });
    setAccessToken('tok-1');
    // The app's own cache settings: answers stay fresh for 30 s.
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SessionProvider loader={() => Promise.resolve(ready)}>
          <WalletCard />
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId('token-balance')).toHaveTextContent('10 tokens');
    expect(screen.getByText('Unlocked chat with Yusuf')).toBeInTheDocument();
    expect(screen.getByText('-3')).toBeInTheDocument();

    balance = 13; // a refund arrived while the user was in another tab
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(screen.getByTestId('token-balance')).toHaveTextContent('13 tokens'));
    expect(server.requests('GET /api/tokens/wallet')).toHaveLength(2);
  });
});
