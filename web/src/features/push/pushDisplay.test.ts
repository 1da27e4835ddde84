import { describe, expect, it } from 'vitest';
import { notificationFor, parsePushPayload, tapPathOf } from './pushDisplay';

const chatId = '7a1c2b9e-6a3d-4e8f-9b71-2c5d8e0a1f07';
const notificationId = '8b1c2b9e-6a3d-4e8f-9b71-2c5d8e0a1f08';

describe('what the service worker shows', () => {
  it('tags messages by chat, so a chat shows only its newest message, and still alerts', () => {
    const shown = notificationFor(parsePushPayload({ title: 'Yusuf', body: 'Salam!', data: { type: 'message', chatId, notificationId } }));
    expect(shown.title).toBe('Yusuf');
    expect(shown.options).toMatchObject({ body: 'Salam!', tag: `chat-${chatId}`, renotify: true, data: { type: 'message', chatId } });
  });

  it('shows a title-only message push ("hide message text") with no body at all', () => {
    const shown = notificationFor(parsePushPayload({ title: 'New message from Yusuf', body: '', data: { type: 'message', chatId, notificationId } }));
    expect(shown.title).toBe('New message from Yusuf');
    expect(shown.options.body).toBeUndefined();
  });

  it('gives other notifications their own tag', () => {
    const shown = notificationFor(parsePushPayload({ title: 'New match', body: 'You matched', data: { type: 'match', notificationId } }));
    expect(shown.options).toMatchObject({ tag: `notification-${notificationId}`, renotify: false });
  });

  it('still shows something for a push that is not ours (browsers require it)', () => {
    expect(parsePushPayload({ hello: 'world' })).toBeNull();
    expect(notificationFor(null).title).toBe('Mithaq');
  });
});

describe('where a tap leads (spec §8)', () => {
  it.each([
    [{ type: 'message', chatId }, `/app/chat/${chatId}`],
    [{ type: 'message', chatId: null }, '/app/matches'],
    [{ type: 'match', chatId: null }, '/app/matches'],
    [{ type: 'chat_unlocked', chatId: null }, '/app/matches'],
    [{ type: 'payment_required', chatId: null }, '/app/matches'],
    [{ type: 'timer_reminder', chatId: null }, '/app/matches'],
    [{ type: 'like', chatId: null }, '/app/liked'],
    [{ type: 'test', chatId: null }, '/app/profiles'],
    [null, '/app/profiles'],
    [{ type: 'nonsense' }, '/app/profiles'],
  ])('%j → %s', (data, path) => {
    expect(tapPathOf(data)).toBe(path);
  });
});
