import { chatMessages } from '@mithaq/contract/chat';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, type ReceivedRequest } from '../../test/fakeServer';
import { matchState } from '../matches/test/matchFixtures';
import { chatMessage } from './test/chatFixtures';
import { chatRoutes, messageBox, renderChat } from './test/renderChat';

const yusuf = matchState(0);
const keys = chatRoutes(yusuf);
const bodyOf = (request: ReceivedRequest) => request.body as { clientId: string; content: string; confirmContact?: boolean };

/** The server's send: asks about a way to talk outside Mithaq until the member confirms. */
const askingServer = (request: ReceivedRequest) => {
  const body = bodyOf(request);
  if (!body.confirmContact) return errorResponse(409, 'CONFLICT', chatMessages.confirmContact);
  return jsonResponse(200, { message: { ...chatMessage(1, { content: body.content, createdAt: new Date().toISOString() }), clientId: body.clientId } });
};

describe('scam shield: the question before sharing a way to talk outside Mithaq', () => {
  it('asks with the exact text; "Edit message" puts the text back, "Send anyway" sends it again with the same client id, confirmed', async () => {
    const { user, server } = renderChat(yusuf, [], { [keys.send]: askingServer });
    const box = await messageBox();
    await user.type(box, 'Add me on WhatsApp +44 7700 900123{Enter}');
    const question = await screen.findByRole('alertdialog', { name: 'Share a way to talk outside Mithaq?' });
    expect(question).toHaveTextContent('For your safety, keep talking on Mithaq until you have met with family');
    // Nothing was stored: the message is not on the list.
    expect(screen.queryAllByTestId('chat-message')).toHaveLength(0);
    expect(within(question).getByRole('button', { name: 'Edit message' })).toHaveFocus();

    await user.click(within(question).getByRole('button', { name: 'Edit message' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(box).toHaveValue('Add me on WhatsApp +44 7700 900123');
    expect(server.requests(keys.send)).toHaveLength(1);

    await user.type(box, ' please{Enter}');
    const again = await screen.findByRole('alertdialog', { name: 'Share a way to talk outside Mithaq?' });
    await user.click(within(again).getByRole('button', { name: 'Send anyway' }));
    await waitFor(() => expect(server.requests(keys.send)).toHaveLength(3));
    const [, asked, confirmed] = server.requests(keys.send).map(bodyOf);
    expect(asked).toMatchObject({ content: 'Add me on WhatsApp +44 7700 900123 please' });
    expect(asked!.confirmContact).toBeUndefined();
    expect(confirmed).toEqual({ clientId: asked!.clientId, content: 'Add me on WhatsApp +44 7700 900123 please', confirmContact: true });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Add me on WhatsApp +44 7700 900123 please')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('Escape is "Edit message": nothing is sent and the text stays', async () => {
    const { user, server } = renderChat(yusuf, [], { [keys.send]: askingServer });
    const box = await messageBox();
    await user.type(box, 'my insta is yusuf_92{Enter}');
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(box).toHaveValue('my insta is yusuf_92');
    expect(server.requests(keys.send)).toHaveLength(1);
  });
});

describe('scam shield: warnings beside received messages', () => {
  const received = [
    { ...chatMessage(1, { from: 'them', content: 'Add me on snap: yusuf_92' }), warning: 'contact' as const },
    { ...chatMessage(2, { from: 'them', content: 'Can you send me money through Western Union?' }), warning: 'money' as const },
    chatMessage(3, { from: 'them', content: 'How was your day?' }),
    chatMessage(4, { content: 'Alhamdulillah' }),
  ];

  it('a calm note for a way to talk outside Mithaq, a stronger one for money, each describing its message; none elsewhere', async () => {
    renderChat(yusuf, received);
    const bubbles = await screen.findAllByTestId('chat-message');
    const notes = screen.getAllByRole('note');
    expect(notes).toHaveLength(2);
    expect(notes[0]).toHaveTextContent('This message shares a way to talk outside Mithaq. Keep talking here until you have met with family.');
    expect(notes[1]).toHaveTextContent('Mithaq members never need to ask you for money');
    expect(within(bubbles[0]!).getByText('Add me on snap: yusuf_92').parentElement).toHaveAccessibleDescription(/shares a way to talk outside Mithaq/);
    expect(within(bubbles[1]!).getByText(/Western Union/).parentElement).toHaveAccessibleDescription(/never need to ask you for money/);
    expect(within(bubbles[2]!).queryByRole('note')).not.toBeInTheDocument();
    expect(within(bubbles[3]!).queryByRole('note')).not.toBeInTheDocument();
  });

  it('"Report" beside a warning opens the chat\'s report dialog for the other member', async () => {
    const { user } = renderChat(yusuf, received);
    const notes = await screen.findAllByRole('note');
    await user.click(within(notes[1]!).getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('dialog', { name: 'Report Yusuf' })).toBeInTheDocument();
  });

  it('a warning on my own message is never shown (the server sends none; the screen ignores one)', async () => {
    renderChat(yusuf, [{ ...chatMessage(1, { content: 'send me money' }), warning: 'money' }]);
    await screen.findAllByTestId('chat-message');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
