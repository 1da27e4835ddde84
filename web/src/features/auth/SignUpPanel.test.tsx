import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authCard, expectPath, findToast, renderSignedOutAt } from '../../test/authPage';
import { deferredHandler, errorResponse, jsonResponse } from '../../test/fakeServer';
import { authSession } from '../../test/sessionFixtures';

const SIGN_UP = 'POST /api/auth/sign-up';

type Setup = Awaited<ReturnType<typeof renderSignedOutAt>>;

async function openSignUp(user: Setup['user']) {
  await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
  return authCard('Create Account');
}

async function fillSignUp(user: Setup['user'], values: { email: string; password: string; confirm: string }) {
  const card = await openSignUp(user);
  if (values.email) await user.type(within(card).getByLabelText('Email'), values.email);
  if (values.password) await user.type(within(card).getByLabelText('Password'), values.password);
  if (values.confirm) await user.type(within(card).getByLabelText('Confirm Password'), values.confirm);
  await user.click(within(card).getByRole('button', { name: 'Create Account' }));
  return card;
}

describe('Sign Up tab', () => {
  it.each([
    [{ email: '', password: 'secret1', confirm: 'secret1' }, 'Please fill in all fields'],
    [{ email: 'amina@example.com', password: '', confirm: 'secret1' }, 'Please fill in all fields'],
    [{ email: 'amina@example.com', password: 'secret1', confirm: '' }, 'Please fill in all fields'],
    [{ email: 'amina@example.com', password: 'secret1', confirm: 'secret2' }, 'Passwords do not match'],
    [{ email: 'amina@example.com', password: 'abc', confirm: 'abc' }, 'Password must be at least 6 characters'],
    [{ email: 'amina', password: 'secret1', confirm: 'secret1' }, 'Email format is invalid'],
  ])('validates %o: "%s"', async (values, message) => {
    const { user, server } = await renderSignedOutAt('/auth');
    const card = await fillSignUp(user, values);
    expect(await within(card).findByRole('alert')).toHaveTextContent(message);
    expect(await findToast(message)).toBeInTheDocument();
    expect(server.requests(SIGN_UP)).toHaveLength(0);
  });

  it('marks the field a message belongs to', async () => {
    const { user } = await renderSignedOutAt('/auth');
    const card = await fillSignUp(user, { email: 'amina@example.com', password: 'secret1', confirm: 'secret2' });
    const confirm = within(card).getByLabelText('Confirm Password');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
  });

  it('each password field has its own show/hide toggle', async () => {
    const { user } = await renderSignedOutAt('/auth');
    const card = await openSignUp(user);
    const [first, second] = within(card).getAllByRole('button', { name: 'Show password' });
    await user.click(second as HTMLElement);
    expect(within(card).getByLabelText('Confirm Password')).toHaveAttribute('type', 'text');
    expect(within(card).getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(first as HTMLElement);
    expect(within(card).getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(within(card).getAllByRole('button', { name: 'Hide password' })).toHaveLength(2);
  });

  it('shows "Creating account...", then signs the new user in and sends them to the wizard', async () => {
    const signUp = deferredHandler();
    const { user, server, router } = await renderSignedOutAt('/auth', {
      [SIGN_UP]: signUp.handler,
      'GET /api/profiles/me': () => errorResponse(404, 'NOT_FOUND', 'Profile not found'),
    });
    const card = await fillSignUp(user, { email: 'Amina@Example.com', password: 'secret1', confirm: 'secret1' });
    expect(within(card).getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    // Sent once the sign-up request's code has arrived (a chunk of its own); the account starts
    // in the language the visitor reads the app in.
    await waitFor(() => expect(server.requests(SIGN_UP)[0]?.body).toEqual({ email: 'amina@example.com', password: 'secret1', language: 'en' }));

    signUp.respond(jsonResponse(200, { session: authSession(), confirmationRequired: false }));
    expect(await findToast('Account created successfully! Please complete your profile.')).toBeInTheDocument();
    await expectPath(router, '/signup');
  });

  it('asks to confirm the e-mail when there is no session, and goes back to Sign In', async () => {
    const { user, router } = await renderSignedOutAt('/auth', {
      [SIGN_UP]: () => jsonResponse(200, { session: null, confirmationRequired: true }),
    });
    await fillSignUp(user, { email: 'amina@example.com', password: 'secret1', confirm: 'secret1' });
    expect(await findToast('Check your email for the confirmation link!')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it("shows the server's message, such as a too-common password", async () => {
    const message = 'This password is too common. Please choose a different one.';
    const { user } = await renderSignedOutAt('/auth', { [SIGN_UP]: () => errorResponse(400, 'VALIDATION', message) });
    const card = await fillSignUp(user, { email: 'amina@example.com', password: 'password', confirm: 'password' });
    expect(await findToast(message)).toBeInTheDocument();
    expect(within(card).getByRole('alert')).toHaveTextContent(message);
    expect(within(card).getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });
});
