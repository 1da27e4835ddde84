import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/fakeServer';
import { endedMatch, matchState } from '../matches/test/matchFixtures';
import { renderChat } from './test/renderChat';

const yusuf = matchState(0);

/** The chat's menu with the keyboard: the focus is never lost in a closed panel. */
describe('Chat menu: where the focus goes', () => {
  it('Escape closes the menu and puts the focus back on its button', async () => {
    const { user } = renderChat(yusuf);
    const toggle = await screen.findByRole('button', { name: 'Chat options' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'View Profile' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('View Profile traps the focus in its dialog, and closing it returns the focus to the menu button', async () => {
    const { user } = renderChat(yusuf);
    const toggle = await screen.findByRole('button', { name: 'Chat options' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'View Profile' }));
    const dialog = await screen.findByRole('dialog', { name: "Yusuf's profile" });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let press = 0; press < 12; press += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toggle).toHaveFocus());
  });

  it('after a confirmed unmatch the focus is on the menu button, not lost with the closed menu', async () => {
    const { user, server, keys } = renderChat(yusuf, [], { [`POST /api/matches/${yusuf.id}/unmatch`]: () => jsonResponse(200, { ok: true }) });
    const toggle = await screen.findByRole('button', { name: 'Chat options' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Unmatch' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Unmatch Yusuf?' });
    server.route(keys.match, () => jsonResponse(200, { match: endedMatch(0) }));
    await user.click(within(confirm).getByRole('button', { name: 'Unmatch' }));
    expect(await screen.findByText(/This match has ended/)).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveFocus());
  });

  it('cancelling a confirmation returns the focus to the entry that opened it', async () => {
    const { user } = renderChat(yusuf);
    await user.click(await screen.findByRole('button', { name: 'Chat options' }));
    const block = screen.getByRole('button', { name: 'Block' });
    await user.click(block);
    const confirm = await screen.findByRole('alertdialog', { name: 'Block Yusuf?' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(block).toHaveFocus());
  });
});
