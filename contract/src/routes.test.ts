import { describe, expect, it } from 'vitest';
import { isClientPath } from './routes';

describe('isClientPath', () => {
  it.each(['/', '/auth', '/reset-password', '/privacy-policy', '/signup', '/signup/review', '/app', '/app/chat/42', '/admin/login', '/admin/dashboard', '/auth/', '/guardian/accept', '/guardian/stop'])(
    'knows %s',
    (path) => expect(isClientPath(path)).toBe(true),
  );

  it.each(['/nope', '/admin', '/admin/other', '/signupx', '/application', '/auth/extra', '/guardian', '/guardian/other'])('does not know %s', (path) =>
    expect(isClientPath(path)).toBe(false),
  );
});
