import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authCard, findToast, renderSignedOutAt } from '../../test/authPage';
import { errorResponse, jsonResponse } from '../../test/fakeServer';

const SIGN_IN = 'POST /api/auth/sign-in';
const APPEALS = 'POST /api/auth/appeals';
const suspended = () =>
  jsonResponse(403, {
    error: { code: 'FORBIDDEN', message: 'Your account is suspended: Asked members for money', key: 'reports.suspendedBecause', params: { reason: 'Asked members for money' } },
  });

async function signInSuspended(routes: Parameters<typeof renderSignedOutAt>[1]) {
  const view = await renderSignedOutAt('/auth', { [SIGN_IN]: suspended, ...routes });
  const card = within(authCard('Welcome Back'));
  await view.user.type(card.getByLabelText('Email'), 'zaid@example.com');
  await view.user.type(card.getByLabelText('Password'), 'secret123');
  await view.user.click(card.getByRole('button', { name: 'Sign In' }));
  return view;
}

describe('a suspended member signing in', () => {
  it('reads the reason and appeals once with the same e-mail and password', async () => {
    const { user, server } = await signInSuspended({ [APPEALS]: () => jsonResponse(200, { ok: true }) });
    expect(await within(authCard('Welcome Back')).findByRole('alert')).toHaveTextContent('Your account is suspended: Asked members for money');
    const appeal = within((await screen.findByRole('heading', { name: 'Appeal' })).closest('section') as HTMLElement);
    await user.type(appeal.getByLabelText('Your appeal'), 'Too short');
    await user.click(appeal.getByRole('button', { name: 'Send appeal' }));
    expect(await appeal.findByText('Your appeal must be between 20 and 1000 characters')).toBeInTheDocument();
    expect(server.requests(APPEALS)).toHaveLength(0);
    await user.type(appeal.getByLabelText('Your appeal'), ': it was my cousin using my phone');
    await user.click(appeal.getByRole('button', { name: 'Send appeal' }));
    expect(await appeal.findByText(/Your appeal was sent/)).toBeInTheDocument();
    expect(server.requests(APPEALS)[0]?.body).toEqual({ email: 'zaid@example.com', password: 'secret123', text: 'Too short: it was my cousin using my phone' });
  });

  it('is told "You have already appealed." on a second appeal', async () => {
    const { user } = await signInSuspended({ [APPEALS]: () => errorResponse(409, 'CONFLICT', 'You have already appealed.') });
    const appeal = within((await screen.findByRole('heading', { name: 'Appeal' })).closest('section') as HTMLElement);
    await user.type(appeal.getByLabelText('Your appeal'), 'Please look at it again, I did nothing wrong');
    await user.click(appeal.getByRole('button', { name: 'Send appeal' }));
    expect(await findToast('You have already appealed.')).toBeInTheDocument();
  });

  it('a wrong password offers no appeal', async () => {
    await renderSignedOutAt('/auth', { [SIGN_IN]: () => errorResponse(401, 'UNAUTHORIZED', 'Invalid login credentials') }).then(async ({ user }) => {
      const card = within(authCard('Welcome Back'));
      await user.type(card.getByLabelText('Email'), 'zaid@example.com');
      await user.type(card.getByLabelText('Password'), 'wrong-one');
      await user.click(card.getByRole('button', { name: 'Sign In' }));
      await waitFor(() => expect(card.getByRole('alert')).toHaveTextContent('Invalid login credentials'));
    });
    expect(screen.queryByRole('heading', { name: 'Appeal' })).not.toBeInTheDocument();
  });
});
