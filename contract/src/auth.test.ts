import { describe, expect, it } from 'vitest';
import { authMessages, resetPasswordFormSchema, signInSchema, signUpFormSchema, signUpSchema } from './auth';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('sign-in', () => {
  it('needs both fields', () => {
    expect(firstMessage(signInSchema.safeParse({ email: '', password: 'secret' }))).toBe('Please fill in all fields');
    expect(firstMessage(signInSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe('Please fill in all fields');
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });
});

describe('sign-up', () => {
  it('needs all three fields, matching, at least 6 characters', () => {
    expect(firstMessage(signUpFormSchema.safeParse({ email: 'a@b.co', password: 'secret1', confirmPassword: '' }))).toBe(
      'Please fill in all fields',
    );
    expect(
      firstMessage(signUpFormSchema.safeParse({ email: 'a@b.co', password: 'secret1', confirmPassword: 'secret2' })),
    ).toBe('Passwords do not match');
    expect(firstMessage(signUpFormSchema.safeParse({ email: 'a@b.co', password: 'abc', confirmPassword: 'abc' }))).toBe(
      'Password must be at least 6 characters',
    );
    expect(signUpFormSchema.safeParse({ email: 'a@b.co', password: 'abcdef', confirmPassword: 'abcdef' }).success).toBe(true);
  });

  it('normalises the e-mail and rejects a malformed one', () => {
    expect(signUpSchema.parse({ email: '  Amina@Example.COM ', password: 'abcdef' }).email).toBe('amina@example.com');
    expect(firstMessage(signUpSchema.safeParse({ email: 'not-an-email', password: 'abcdef' }))).toBe(authMessages.emailInvalid);
  });
});

describe('reset', () => {
  it('needs 6 characters on both fields and a match, reported on confirmPassword', () => {
    expect(firstMessage(resetPasswordFormSchema.safeParse({ password: 'abc', confirmPassword: 'abcdef' }))).toBe(
      'Password must be at least 6 characters',
    );
    const mismatch = resetPasswordFormSchema.safeParse({ password: 'abcdef', confirmPassword: 'abcdeg' });
    expect(firstMessage(mismatch)).toBe("Passwords don't match");
    expect(mismatch.error?.issues[0]?.path).toEqual(['confirmPassword']);
  });
});
