import { describe, expect, it } from 'vitest';
import { adjustTokensSchema, adminSignInSchema } from './admin';
import { countryCodesNamed } from './countries';

describe('admin contract', () => {
  it('asks for both login fields with the one message the spec gives', () => {
    for (const input of [{ email: '', password: 'x' }, { email: 'a@b.c', password: '' }, { email: '   ', password: 'x' }]) {
      const result = adminSignInSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Invalid credentials');
    }
    expect(adminSignInSchema.safeParse({ email: ' boss@example.com ', password: 'x' }).data?.email).toBe('boss@example.com');
  });

  it('takes token adjustments as whole, non-zero amounts within bounds, with a trimmed reason', () => {
    expect(adjustTokensSchema.safeParse({ amount: -1000, reason: ' Spam ' }).data).toEqual({ amount: -1000, reason: 'Spam' });
    for (const amount of [0, 0.5, 1001, -1001]) expect(adjustTokensSchema.safeParse({ amount, reason: 'Fine reason' }).success).toBe(false);
    expect(adjustTokensSchema.safeParse({ amount: 1, reason: 'ab' }).success).toBe(false);
  });

  it('finds countries by any part of their name, in any case', () => {
    expect(countryCodesNamed('pakis')).toEqual(['PK']);
    expect(countryCodesNamed('UNITED KINGDOM')).toEqual(['GB']);
    expect(countryCodesNamed('guinea')).toEqual(expect.arrayContaining(['GN', 'GW', 'GQ', 'PG']));
    expect(countryCodesNamed('  ')).toEqual([]);
  });
});
