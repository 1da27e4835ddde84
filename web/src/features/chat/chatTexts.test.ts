import { chatMessages } from '@mithaq/contract/chat';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import { i18n } from '../../lib/i18n';
import { translateChatMessage } from './chatTexts';

describe('chat messages', () => {
  it('the English locale says exactly what the contract says (spec §5, §8)', () => {
    expect(Object.keys(en.chat.messages).sort()).toEqual(Object.keys(chatMessages).sort());
    for (const [key, message] of Object.entries(chatMessages)) {
      const translated = i18n.t(`chat.messages.${key as keyof typeof chatMessages}`, { name: 'Amina' });
      expect(translated).toBe(typeof message === 'function' ? message('Amina') : message);
    }
  });

  it("the server's fixed messages go through the locale; others stay as sent", () => {
    expect(translateChatMessage(i18n.t, chatMessages.cannotSend)).toBe('Cannot send message');
    expect(translateChatMessage(i18n.t, 'Something else')).toBe('Something else');
  });
});
