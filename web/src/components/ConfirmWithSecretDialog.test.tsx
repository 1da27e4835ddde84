import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmWithSecretDialog } from './ConfirmWithSecretDialog';

function renderDialog(onConfirm: (secret: string) => Promise<string | null>, secret?: 'password' | 'code') {
  const user = userEvent.setup();
  render(
    <ConfirmWithSecretDialog
      trigger={<button type="button">Erase</button>}
      title="Erase everything?"
      description="This cannot be undone."
      fieldLabel="Your secret"
      secret={secret}
      confirmLabel="Erase now"
      onConfirm={onConfirm}
    />,
  );
  const open = async () => {
    await user.click(screen.getByRole('button', { name: 'Erase' }));
    return within(await screen.findByRole('alertdialog', { name: 'Erase everything?' }));
  };
  return { user, open };
}

describe('ConfirmWithSecretDialog', () => {
  it('cannot be confirmed empty; sends what was typed and closes when the action is done', async () => {
    const onConfirm = vi.fn(async () => null);
    const { user, open } = renderDialog(onConfirm);
    const dialog = await open();
    expect(dialog.getByText('This cannot be undone.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Erase now' })).toBeDisabled();
    await user.type(dialog.getByLabelText('Your secret'), 's3cret');
    await user.click(dialog.getByRole('button', { name: 'Erase now' }));
    expect(onConfirm).toHaveBeenCalledWith('s3cret');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('is off while the action runs', async () => {
    let finish: (refusal: string | null) => void = () => undefined;
    const { user, open } = renderDialog(() => new Promise((resolve) => (finish = resolve)));
    const dialog = await open();
    await user.type(dialog.getByLabelText('Your secret'), 's3cret');
    await user.click(dialog.getByRole('button', { name: 'Erase now' }));
    expect(dialog.getByRole('button', { name: 'Erase now' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Erase now' })).toHaveAttribute('aria-busy', 'true');
    finish(null);
    expect(await screen.findByRole('button', { name: 'Erase' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows a refusal in place, clears it on typing, and Cancel forgets what was typed', async () => {
    const { user, open } = renderDialog(async () => 'That is not it.');
    const dialog = await open();
    await user.type(dialog.getByLabelText('Your secret'), 'wrong');
    await user.click(dialog.getByRole('button', { name: 'Erase now' }));
    expect(await dialog.findByText('That is not it.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Your secret')).toHaveValue('wrong');
    await user.type(dialog.getByLabelText('Your secret'), '!');
    expect(dialog.queryByText('That is not it.')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const reopened = await open();
    expect(reopened.getByLabelText('Your secret')).toHaveValue('');
  });

  it('asks for an authenticator code as digits, on the number pad, with one-time-code autofill', async () => {
    const onConfirm = vi.fn(async () => null);
    const { user, open } = renderDialog(onConfirm, 'code');
    const dialog = await open();
    const field = dialog.getByLabelText('Your secret');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(field, '12a 34-56');
    await user.click(dialog.getByRole('button', { name: 'Erase now' }));
    expect(onConfirm).toHaveBeenCalledWith('123456');
  });
});
