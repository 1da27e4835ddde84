import type { Marriage, MarriageResponse } from '@mithaq/contract/marriage';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findToast } from '../../test/authPage';
import { jsonResponse } from '../../test/fakeServer';
import { matchState } from '../matches/test/matchFixtures';
import { renderChat } from '../chat/test/renderChat';

const yusuf = matchState(0);
const BASE = `/api/matches/${yusuf.id}/marriage`;
const marriage = (overrides: Partial<Marriage> = {}): Marriage => ({
  askedByMe: false,
  marriedAt: null,
  keepMine: false,
  keepTheirs: false,
  chatDeletesAt: null,
  chatDeleted: false,
  ...overrides,
});
const married = (overrides: Partial<Marriage> = {}) =>
  marriage({ marriedAt: '2025-07-01T10:00:00.000Z', chatDeletesAt: '2025-07-31T10:00:00.000Z', ...overrides });

describe('"We got married" in the chat', () => {
  it('is said from the chat menu after a confirmation, and then waits for the other', async () => {
    let state: MarriageResponse = { marriage: null, mayAsk: true };
    const { user, server } = renderChat(yusuf, [], {
      [`GET ${BASE}`]: () => jsonResponse(200, state),
      [`POST ${BASE}`]: () => {
        state = { marriage: marriage({ askedByMe: true }), mayAsk: false };
        return jsonResponse(200, { ok: true });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Chat options' }));
    await user.click(await screen.findByRole('button', { name: 'We got married' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Tell Yusuf you got married?' });
    expect(server.requests(`POST ${BASE}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'We got married' }));
    expect(await findToast('Yusuf has been asked to confirm')).toBeInTheDocument();
    expect(server.requests(`POST ${BASE}`)).toHaveLength(1);
    expect(await screen.findByText('You said you got married. Waiting for Yusuf to confirm.')).toBeInTheDocument();
    // Said once: the menu no longer offers it.
    await user.click(screen.getByRole('button', { name: 'Chat options' }));
    expect(screen.queryByRole('button', { name: 'We got married' })).not.toBeInTheDocument();
  });

  it('is not in the menu when the server says it may not be said (a locked chat)', async () => {
    const { user } = renderChat(yusuf);
    await user.click(await screen.findByRole('button', { name: 'Chat options' }));
    expect(screen.getByRole('button', { name: 'Block' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'We got married' })).not.toBeInTheDocument();
  });

  it('asks the other member to confirm or decline', async () => {
    let state: MarriageResponse = { marriage: marriage(), mayAsk: false };
    const { user, server } = renderChat(yusuf, [], {
      [`GET ${BASE}`]: () => jsonResponse(200, state),
      [`POST ${BASE}/decline`]: () => {
        state = { marriage: null, mayAsk: true };
        return jsonResponse(200, { ok: true });
      },
    });
    expect(await screen.findByText('Yusuf says you got married. Is that right?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, we got married' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText('Yusuf says you got married. Is that right?')).not.toBeInTheDocument());
    expect(server.requests(`POST ${BASE}/decline`)).toHaveLength(1);
  });

  it('confirming shows the congratulations with the data export first and the choice to keep the chat', async () => {
    let state: MarriageResponse = { marriage: marriage(), mayAsk: false };
    const { user, server } = renderChat(yusuf, [], {
      [`GET ${BASE}`]: () => jsonResponse(200, state),
      [`POST ${BASE}/confirm`]: () => {
        state = { marriage: married(), mayAsk: false };
        return jsonResponse(200, { ok: true });
      },
      [`PUT ${BASE}/keep-chat`]: () => jsonResponse(200, { marriage: married({ keepMine: true, keepTheirs: true, chatDeletesAt: null }), mayAsk: false }),
    });
    await user.click(await screen.findByRole('button', { name: 'Yes, we got married' }));
    const panel = await screen.findByRole('region', { name: 'Congratulations!' });
    expect(within(panel).getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
    expect(within(panel).getByText(/Your chat will be deleted for both of you on July 31, 2025/)).toBeInTheDocument();
    expect(within(panel).getByText('Yusuf has not chosen to keep it.')).toBeInTheDocument();

    const keep = within(panel).getByRole('checkbox', { name: 'Keep our chat' });
    expect(keep).not.toBeChecked();
    await user.click(keep);
    expect(await within(panel).findByText('You both chose to keep your chat.')).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'Keep our chat' })).toBeChecked();
    expect(server.requests(`PUT ${BASE}/keep-chat`)).toHaveLength(1);
  });
});
