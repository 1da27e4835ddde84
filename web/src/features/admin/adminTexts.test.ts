import { adminMessages } from '@mithaq/contract/admin';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import { ApiError } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { adminErrorText, isAccessRefused, translateAdminMessage } from './adminTexts';

describe('admin texts', () => {
  it("the locale file's admin messages are exactly the contract's (spec §8 Admin)", () => {
    expect(en.admin.messages).toEqual(adminMessages);
  });

  it('translates contract messages and leaves others as the server wrote them', () => {
    expect(translateAdminMessage(i18n.t, 'Invalid credentials')).toBe('Invalid credentials');
    expect(translateAdminMessage(i18n.t, 'Picture not found')).toBe('Picture not found');
    expect(translateAdminMessage(i18n.t, 'Something else')).toBe('Something else');
  });

  it('treats 401 and 403 as a refusal, and shows a 4xx reason but not a 5xx one', () => {
    expect(isAccessRefused(new ApiError(401, 'UNAUTHORIZED', 'x'))).toBe(true);
    expect(isAccessRefused(new ApiError(403, 'FORBIDDEN', 'x'))).toBe(true);
    expect(isAccessRefused(new ApiError(404, 'NOT_FOUND', 'x'))).toBe(false);
    expect(adminErrorText(i18n.t, new ApiError(400, 'VALIDATION', adminMessages.reasonLength), 'fallback')).toBe(adminMessages.reasonLength);
    expect(adminErrorText(i18n.t, new ApiError(500, 'INTERNAL', 'boom'), 'fallback')).toBe('fallback');
    expect(adminErrorText(i18n.t, new Error('offline'), 'fallback')).toBe('fallback');
  });
});
