import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authCard, renderSignedOutAt } from '../../test/authPage';
import { deferredHandler, jsonResponse } from '../../test/fakeServer';

const REQUEST = 'POST /api/auth/sign-in-link/request';
const SENT = "If an account exists for that address, we've sent a sign-in link. It works once, within 15 minutes.";

describe('Email me a sign-in link', () => {
  it('opens beside "Forgot password?" prefilled from sign-in, sends the address and confirms neutrally in a live region', async () => {
    const send = deferredHandler();
    const { user, server } = await renderSignedOutAt('/auth', { [REQUEST]: send.handler });
    const card = authCard('Welcome Back');
    await user.type(within(card).getByLabelText('Email'), 'amina@example.com');
    const toggle = within(card).getByRole('button', { name: 'Email me a sign-in link' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Sign in with a link' })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const form = within(card).getByRole('form', { name: 'Sign in with a link' });
    expect(within(form).getByLabelText('Email')).toHaveValue('amina@example.com');
    const status = within(card).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.click(within(form).getByRole('button', { name: 'Send sign-in link' }));
    expect(within(form).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(server.requests(REQUEST)[0]?.body).toEqual({ email: 'amina@example.com' });

    send.respond(jsonResponse(200, { ok: true }));
    expect(await within(card).findByText(SENT)).toBe(status);
  });

  it('works from the keyboard alone', async () => {
    const { user, server } = await renderSignedOutAt('/auth', { [REQUEST]: () => jsonResponse(200, { ok: true }) });
    const toggle = screen.getByRole('button', { name: 'Email me a sign-in link' });
    toggle.focus();
    await user.keyboard('{Enter}');
    const form = screen.getByRole('form', { name: 'Sign in with a link' });
    await user.tab();
    expect(within(form).getByLabelText('Email')).toHaveFocus();
    await user.keyboard('bilal@example.com{Enter}');
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(server.requests(REQUEST)[0]?.body).toEqual({ email: 'bilal@example.com' });
  });

  it.each([
    ['', 'Please fill in all fields'],
    ['not-an-email', 'Email format is invalid'],
  ])('validates the address "%s" without asking the server', async (email, message) => {
    const { user, server } = await renderSignedOutAt('/auth');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    const form = screen.getByRole('form', { name: 'Sign in with a link' });
    if (email) await user.type(within(form).getByLabelText('Email'), email);
    await user.click(within(form).getByRole('button', { name: 'Send sign-in link' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText(SENT)).toBeNull();
    expect(server.requests(REQUEST)).toHaveLength(0);
  });
});
