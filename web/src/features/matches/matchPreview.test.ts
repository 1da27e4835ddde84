import { matchMessages } from '@mithaq/contract/matches';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { matchFailureText } from './matchFailure';
import { cutPreview, lastMessagePreview } from './matchPreview';
import { formatCountdown } from './matchTime';

const t = i18n.t;

describe('match texts', () => {
  it('says the server’s refusal from its key, with the name it sent', async () => {
    i18n.addResourceBundle('ar', 'translation', {
      server: { matches: { insufficientRematch: 'رصيد غير كاف', cannotRematch: 'لا يمكنك إعادة التوافق مع {{name}}' } },
    });
    await i18n.changeLanguage('ar');
    const insufficient = new ApiError(402, 'INSUFFICIENT_TOKENS', matchMessages.insufficientRematch, 'matches.insufficientRematch');
    const cannot = new ApiError(403, 'FORBIDDEN', matchMessages.cannotRematch('Omar'), 'matches.cannotRematch', { name: 'Omar' });
    expect(matchFailureText(i18n.t, insufficient)).toBe('رصيد غير كاف');
    expect(matchFailureText(i18n.t, cannot)).toBe('لا يمكنك إعادة التوافق مع Omar');
    expect(matchFailureText(i18n.t, new ApiError(402, 'X', 'Something else'))).toBe('Something else');
    await i18n.changeLanguage('en');
    i18n.removeResourceBundle('ar', 'translation');
  });

  it('has the words of spec §8 for failures that carry no server message', () => {
    expect(matchFailureText(t, new Error('boom'))).toBe('An unexpected error occurred');
    expect(matchFailureText(t, new ApiError(502, 'http_error', 'Bad Gateway'))).toBe('An unexpected error occurred');
    expect(matchFailureText(t, new ApiError(0, 'invalid_response', 'x'))).toBe('Unexpected response format');
    expect(matchFailureText(t, new ApiError(0, 'network_error', 'Failed to fetch'))).toBe(t('errors.network'));
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
