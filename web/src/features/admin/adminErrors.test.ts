import { adminMessages } from '@mithaq/contract/admin';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { adminErrorText, isAccessRefused, isStepUpRefusal } from './adminErrors';

describe('admin errors', () => {
  it('treats 401 and 403 as a refusal, and shows a 4xx reason but not a 5xx one', () => {
    expect(isAccessRefused(new ApiError(401, 'UNAUTHORIZED', 'x'))).toBe(true);
    expect(isAccessRefused(new ApiError(403, 'FORBIDDEN', 'x'))).toBe(true);
    expect(isAccessRefused(new ApiError(404, 'NOT_FOUND', 'x'))).toBe(false);
    expect(adminErrorText(i18n.t, new ApiError(400, 'VALIDATION', adminMessages.reasonLength, 'admin.reasonLength'), 'fallback')).toBe(adminMessages.reasonLength);
    expect(adminErrorText(i18n.t, new ApiError(500, 'INTERNAL', 'boom'), 'fallback')).toBe('fallback');
    expect(adminErrorText(i18n.t, new Error('offline'), 'fallback')).toBe('fallback');
  });

  it('knows a refused code by its key, not by its wording', () => {
    const wrong = new ApiError(403, 'FORBIDDEN', 'Reworded one day', 'admin.confirmWrong');
    expect(isStepUpRefusal(wrong)).toBe(true);
    expect(isAccessRefused(wrong)).toBe(false);
    expect(isStepUpRefusal(new ApiError(403, 'FORBIDDEN', adminMessages.confirmWrong))).toBe(false);
  });
});
