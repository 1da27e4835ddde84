import { matchMessages } from '@mithaq/contract/matches';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import { ApiError } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { cutPreview, lastMessagePreview, matchFailureText } from './matchTexts';
import { formatCountdown } from './matchTime';

const t = i18n.t;

describe('match texts', () => {
  it("the English locale says exactly what the contract's match messages say", () => {
    expect(Object.keys(en.matches.messages).sort()).toEqual(Object.keys(matchMessages).sort());
    for (const [key, message] of Object.entries(matchMessages)) {
      const translated = i18n.t(`matches.messages.${key as keyof typeof matchMessages}`, { name: 'Amina' });
      expect(translated).toBe(typeof message === 'function' ? message('Amina') : message);
    }
  });

  it('translates server messages it knows through the locale file, with the name', async () => {
    i18n.addResourceBundle('ar', 'translation', {
      matches: { messages: { insufficientRematch: 'رصيد غير كاف', cannotRematch: 'لا يمكنك إعادة التوافق مع {{name}}' } },
    });
    await i18n.changeLanguage('ar');
    const refusal = (message: string) => new ApiError(402, 'INSUFFICIENT_TOKENS', message);
    expect(matchFailureText(i18n.t, refusal(matchMessages.insufficientRematch), 'Omar')).toBe('رصيد غير كاف');
    expect(matchFailureText(i18n.t, refusal(matchMessages.cannotRematch('Omar')), 'Omar')).toBe('لا يمكنك إعادة التوافق مع Omar');
    expect(matchFailureText(i18n.t, refusal('Something else'), 'Omar')).toBe('Something else');
    i18n.removeResourceBundle('ar', 'translation');
  });

  it('has the words of spec §8 for failures that carry no server message', () => {
    expect(matchFailureText(t, new Error('boom'), 'Omar')).toBe('An unexpected error occurred');
    expect(matchFailureText(t, new ApiError(502, 'http_error', 'Bad Gateway'), 'Omar')).toBe('An unexpected error occurred');
    expect(matchFailureText(t, new ApiError(0, 'invalid_response', 'x'), 'Omar')).toBe('Unexpected response format');
  });

  it('cuts previews to 30 characters, counting an emoji as one', () => {
    expect(cutPreview('a'.repeat(31))).toBe('a'.repeat(30));
    expect(cutPreview(`${'😀'.repeat(29)}ab`)).toBe(`${'😀'.repeat(29)}a`);
    expect(cutPreview('short')).toBe('short');
    expect(lastMessagePreview(t, { content: 'b'.repeat(40), mine: true, createdAt: '' })).toBe(`You: ${'b'.repeat(30)}`);
    expect(lastMessagePreview(t, null)).toBe('Start a conversation');
  });

  it('formats countdowns in hours, minutes and seconds, never below zero', () => {
    expect(formatCountdown(t, 72 * 3_600_000 - 2000)).toBe('71h 59m 58s');
    expect(formatCountdown(t, 61_999)).toBe('0h 1m 1s');
    expect(formatCountdown(t, -5000)).toBe('0h 0m 0s');
  });
});
