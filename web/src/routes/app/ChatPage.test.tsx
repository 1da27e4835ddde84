import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addToHistory } from '../../features/chat/chatCache';
import { chatMessage } from '../../features/chat/test/chatFixtures';
import { chatRoutes, messageBox, renderChat } from '../../features/chat/test/renderChat';
import { endedMatch, matchState } from '../../features/matches/test/matchFixtures';
import { findToast } from '../../test/authPage';
import { deferredHandler, errorResponse, jsonResponse } from '../../test/fakeServer';

const yusuf = matchState(0);
const keys = chatRoutes(yusuf);

/** An ISO time from a local date and time (the user's calendar decides what 'Today' is). */
const local = (day: number, hour: number, minute = 0) => new Date(2025, 4, day, hour, minute).toISOString();
/** Saturday 10 May 2025, noon local time. */
const NOW = new Date(local(10, 12));
const freezeDate = () => vi.useFakeTimers({ toFake: ['Date'], now: NOW });

const sentBody = (request: { body: unknown }) => request.body as { clientId: string; content: string };
const stored = (seq: number, content: string) => jsonResponse(200, { message: chatMessage(seq, { content, createdAt: new Date().toISOString() }) });

describe('Chat page: messages', () => {
  it('groups messages under Today, Yesterday or the full date, with h:mm a times, mine at the end side', async () => {
    freezeDate();
    renderChat(yusuf, [
      chatMessage(1, { from: 'them', content: 'Salaam, how are you?', createdAt: local(6, 9, 5) }),
      chatMessage(2, { content: 'Alhamdulillah, well', createdAt: local(9, 21, 30) }),
      // Five minutes after midnight: already 'Today' (whatever the day is in UTC).
      chatMessage(3, { from: 'them', content: 'Up late?', createdAt: local(10, 0, 5) }),
      chatMessage(4, { content: 'Good morning', createdAt: local(10, 8, 15) }),
    ]);
    const log = await screen.findByRole('log', { name: 'Messages' });
    const days = within(log).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(days).toEqual(['Tuesday, May 6, 2025', 'Yesterday', 'Today']);

    const today = within(screen.getByRole('region', { name: 'Today' })).getAllByTestId('chat-message');
    expect(today.map((item) => item.textContent)).toEqual([expect.stringContaining('Up late?'), expect.stringContaining('Good morning')]);
    expect(today[0]).toHaveTextContent('12:05 AM');
    expect(today[1]).toHaveTextContent('8:15 AM');
    expect(within(screen.getByRole('region', { name: 'Yesterday' })).getByTestId('chat-message')).toHaveTextContent('9:30 PM');
    expect(today[0]).toHaveClass('items-start');
    expect(today[1]).toHaveClass('items-end');
  });

  it('shows who the chat is with, and a way back to the matches', async () => {
    const { user, router } = renderChat(yusuf);
    expect(await screen.findByRole('heading', { level: 1, name: 'Yusuf' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Matches' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/matches'));
  });

  it('loads older messages before the oldest one held', async () => {
    const { user } = renderChat(yusuf, [], {
      [keys.history]: () => jsonResponse(200, { messages: [chatMessage(51, { content: 'Newer' })], hasMore: true }),
      [keys.older(51)]: () => jsonResponse(200, { messages: [chatMessage(50, { content: 'Older' })], hasMore: false }),
    });
    await user.click(await screen.findByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));
    expect(screen.getAllByTestId('chat-message')[0]).toHaveTextContent('Older');
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it('keeps a message sent while older messages were loading (the older page does not write over it)', async () => {
    const older = deferredHandler();
    const { user, server } = renderChat(yusuf, [], {
      [keys.history]: () => jsonResponse(200, { messages: [chatMessage(51, { content: 'Newer' })], hasMore: true }),
      [keys.older(51)]: older.handler,
      [keys.send]: () => stored(52, 'Sent meanwhile'),
    });
    await user.click(await screen.findByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(server.requests(keys.older(51))).toHaveLength(1));
    await user.type(await messageBox(), 'Sent meanwhile{Enter}');
    await waitFor(() => expect(server.requests(keys.send)).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));
    older.respond(jsonResponse(200, { messages: [chatMessage(50, { content: 'Older' })], hasMore: false }));
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(3));
    expect(screen.getAllByTestId('chat-message').map((bubble) => bubble.textContent)).toEqual([
      expect.stringContaining('Older'),
      expect.stringContaining('Newer'),
      expect.stringContaining('Sent meanwhile'),
    ]);
  });

  it("says 'Failed to load messages. Please try again.' when the history does not load", async () => {
    const { user, server } = renderChat(yusuf, [], { [keys.history]: () => errorResponse(500, 'INTERNAL', 'boom') });
    expect(await findToast('Failed to load messages. Please try again.')).toBeInTheDocument();
    server.route(keys.history, () => jsonResponse(200, { messages: [chatMessage(1, { content: 'Back again' })], hasMore: false }));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });
});

describe('Chat page: sending', () => {
  it('Enter sends, Shift+Enter starts a new line', async () => {
    const { user, server } = renderChat(yusuf, [], { [keys.send]: (request) => stored(1, sentBody(request).content) });
    const input = await messageBox();
    expect(input).toHaveAttribute('placeholder', 'Type a message...');
    await user.type(input, 'Salaam{Shift>}{Enter}{/Shift}How are you?');
    expect(input).toHaveValue('Salaam\nHow are you?');
    expect(server.requests(keys.send)).toHaveLength(0);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.requests(keys.send)).toHaveLength(1));
    const body = sentBody(server.requests(keys.send)[0]!);
    expect(body.content).toBe('Salaam\nHow are you?');
    expect(body.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(input).toHaveValue('');
    expect(await screen.findByText(/Salaam\s+How are you\?/)).toBeInTheDocument();
  });

  it('sends nothing blank, nothing while a send is under way, and not the same text twice within 500 ms', async () => {
    freezeDate();
    const first = deferredHandler();
    const { user, server } = renderChat(yusuf, [], { [keys.send]: first.handler });
    const input = await messageBox();
    await user.type(input, '   {Enter}');
    expect(server.requests(keys.send)).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'Hi{Enter}');
    await waitFor(() => expect(server.requests(keys.send)).toHaveLength(1));
    await user.type(input, 'Still there?{Enter}');
    expect(server.requests(keys.send)).toHaveLength(1);
    expect(input).toHaveValue('Still there?');
    await act(async () => first.respond(stored(1, 'Hi')));

    server.route(keys.send, (request) => stored(2, sentBody(request).content));
    await user.clear(input);
    await user.type(input, 'Hi{Enter}');
    expect(server.requests(keys.send)).toHaveLength(1);
    expect(input).toHaveValue('Hi');
    vi.setSystemTime(NOW.getTime() + 500);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.requests(keys.send)).toHaveLength(2));
  });

  it('shows a message at once, and after a failure keeps it with a retry that reuses its client id', async () => {
    const sending = deferredHandler();
    const { user, server } = renderChat(yusuf, [], { [keys.send]: sending.handler });
    await user.type(await messageBox(), 'Are you free to talk?{Enter}');
    const pending = await screen.findByTestId('chat-message');
    expect(pending).toHaveTextContent('Are you free to talk?');
    expect(within(pending).getByRole('img', { name: 'Sending...' })).toBeInTheDocument();

    await act(async () => sending.respond(errorResponse(503, 'UNAVAILABLE', 'Try later')));
    expect(await findToast('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(within(pending).getByText('Not sent')).toBeInTheDocument();

    server.route(keys.send, (request) => stored(1, sentBody(request).content));
    await user.click(within(pending).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(server.requests(keys.send)).toHaveLength(2));
    const [firstTry, retry] = server.requests(keys.send).map(sentBody);
    expect(retry).toEqual(firstTry);
    await waitFor(() => expect(screen.queryByText('Not sent')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('chat-message')).toHaveLength(1);
  });

  it("says 'Chat locked' when the server refuses a locked chat, and 'Cannot send message' for an ended one", async () => {
    const { user, server } = renderChat(yusuf, [], {
      [keys.send]: () => errorResponse(403, 'FORBIDDEN', 'Both users must pay to unlock chat before sending messages.'),
    });
    await user.type(await messageBox(), 'Hello{Enter}');
    expect(await findToast('Chat locked')).toBeInTheDocument();
    expect(await findToast('Both users must pay to unlock chat before sending messages.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByTestId('chat-message')).toHaveLength(0));

    server.route(keys.send, () => errorResponse(409, 'CONFLICT', 'Cannot send message'));
    await user.type(await messageBox(), 'Hello again{Enter}');
    expect(await findToast('Cannot send message')).toBeInTheDocument();
  });

  it('disables the input while the chat is locked', async () => {
    renderChat(matchState(0, { chatUnlocked: false, iPaid: true, theyPaid: false, paymentExpiresAt: '2099-01-01T00:00:00.000Z' }));
    expect(await screen.findByRole('note', { name: 'Chat locked' })).toBeInTheDocument();
    expect(await messageBox()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});

describe('Chat page: read state', () => {
  it('marks unread messages read 1 s after they load, retrying failures with back-off', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const answers = [errorResponse(503, 'UNAVAILABLE', 'busy'), jsonResponse(200, { marked: 1 })];
    const { server } = renderChat(yusuf, [chatMessage(1, { from: 'them', read: false, content: 'Are you there?' })], {
      [keys.read]: () => answers.shift() ?? jsonResponse(200, { marked: 0 }),
    });
    await screen.findByText('Are you there?');
    act(() => void vi.advanceTimersByTime(900));
    expect(server.requests(keys.read)).toHaveLength(0);
    act(() => void vi.advanceTimersByTime(200));
    await waitFor(() => expect(server.requests(keys.read)).toHaveLength(1));
    // The first retry waits 1 s.
    act(() => void vi.advanceTimersByTime(1000));
    await waitFor(() => expect(server.requests(keys.read)).toHaveLength(2));
    // Marked: nothing unread is left, so the 2-second timer asks for nothing more.
    act(() => void vi.advanceTimersByTime(5000));
    expect(server.requests(keys.read)).toHaveLength(2);
  });

  it('marks a message that arrived while the read request travelled, once that request is back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const first = deferredHandler();
    const { server, queryClient } = renderChat(yusuf, [chatMessage(1, { from: 'them', read: false, content: 'First' })], {
      [keys.read]: (request) => (server.requests(keys.read).length === 1 ? first.handler(request) : jsonResponse(200, { marked: 1 })),
    });
    await screen.findByText('First');
    act(() => void vi.advanceTimersByTime(1100));
    await waitFor(() => expect(server.requests(keys.read)).toHaveLength(1));
    // A live message comes while the request is out; its own 1 s timer finds the request busy.
    act(() => addToHistory(queryClient, yusuf.id, [chatMessage(2, { from: 'them', read: false, content: 'Second' })]));
    await screen.findByText('Second');
    act(() => void vi.advanceTimersByTime(1100));
    expect(server.requests(keys.read)).toHaveLength(1);
    first.respond(jsonResponse(200, { marked: 1 }));
    await act(() => Promise.resolve());
    act(() => void vi.advanceTimersByTime(1100));
    await waitFor(() => expect(server.requests(keys.read)).toHaveLength(2));
    expect(server.requests(keys.read)[1]?.body).toEqual({ upToSeq: 2 });
  });

  it('asks nothing when there is nothing unread', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { server } = renderChat(yusuf, [chatMessage(1, { from: 'them', content: 'Read already' })]);
    await screen.findByText('Read already');
    act(() => void vi.advanceTimersByTime(3000));
    expect(server.requests(keys.read)).toHaveLength(0);
  });
});

describe('Chat page: menu', () => {
  it('unmatches after confirmation; the chat then becomes read-only', async () => {
    const { user, server } = renderChat(yusuf, [chatMessage(1, { content: 'Salaam' })], {
      [keys.unmatch]: () => jsonResponse(200, { ok: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Chat options' }));
    await user.click(screen.getByRole('button', { name: 'Unmatch' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Unmatch Yusuf?' });
    expect(confirm).toHaveTextContent('Unmatching costs 1 token.');
    server.route(keys.match, () => jsonResponse(200, { match: endedMatch(0) }));
    await user.click(within(confirm).getByRole('button', { name: 'Unmatch' }));

    expect(await screen.findByText(/This match has ended/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.getByText('Salaam')).toBeInTheDocument();
    expect(server.requests(keys.unmatch)).toHaveLength(1);
  });

  it("says 'Failed to unmatch. Please try again.' when the unmatch fails", async () => {
    const { user } = renderChat(matchState(0, { chatUnlocked: false, iPaid: false, theyPaid: false, paymentExpiresAt: '2099-01-01T00:00:00.000Z' }), [], {
      [keys.unmatch]: () => errorResponse(500, 'INTERNAL', 'boom'),
    });
    await user.click(await screen.findByRole('button', { name: 'Chat options' }));
    await user.click(screen.getByRole('button', { name: 'Unmatch' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Unmatching costs 3 tokens.');
    await user.click(within(confirm).getByRole('button', { name: 'Unmatch' }));
    expect(await findToast('Failed to unmatch. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  });

  it('blocking from the menu ends the chat and goes back to the matches', async () => {
    const { user, server, router } = renderChat(yusuf, [], { 'POST /api/blocks': () => jsonResponse(200, { ok: true }) });
    await user.click(await screen.findByRole('button', { name: 'Chat options' }));
    await user.click(screen.getByRole('button', { name: 'Block' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Block Yusuf?' })).getByRole('button', { name: 'Block' }));
    expect(await findToast('Blocked Yusuf')).toBeInTheDocument();
    expect(server.requests('POST /api/blocks')[0]?.body).toEqual({ profileId: yusuf.other.id });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/matches'));
  });

  it('View Profile shows the profile card', async () => {
    const { user } = renderChat(yusuf);
    await user.click(await screen.findByRole('button', { name: 'Chat options' }));
    await user.click(screen.getByRole('button', { name: 'View Profile' }));
    const dialog = await screen.findByRole('dialog', { name: "Yusuf's profile" });
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Yusuf, 30' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Report' })).toBeInTheDocument();
  });

  it('an ended match has no Unmatch and no input', async () => {
    const { user } = renderChat(endedMatch(0));
    await user.click(await screen.findByRole('button', { name: 'Chat options' }));
    expect(screen.getByRole('button', { name: 'Block' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unmatch' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });
});

describe('Chat page: errors', () => {
  it("shows 'Match not found' with Try Again and Back to Matches", async () => {
    const { user, server, router } = renderChat(yusuf, [], { [keys.match]: () => errorResponse(404, 'NOT_FOUND', 'Match not found') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Match not found' })).toBeInTheDocument();
    server.route(keys.match, () => jsonResponse(200, { match: yusuf }));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Yusuf' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/app/chat/${yusuf.id}`);
  });

  it('shows the error text of other failures, and goes back to the matches', async () => {
    const { user, router } = renderChat(yusuf, [], { [keys.match]: () => errorResponse(500, 'INTERNAL', 'The database is unavailable') });
    expect(await screen.findByRole('heading', { level: 1, name: 'The database is unavailable' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Matches' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/matches'));
  });
});
