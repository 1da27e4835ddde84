import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { stubXhr, type XhrAnswer } from '../../test/fakeXhr';
import { imageFile, picture } from '../../test/profileFixtures';
import { PictureManager } from './PictureManager';

it('hands the focus back to the add button when the crop dialog closes on a kept picture, and ignores picks while it uploads', async () => {
  let answer: (value: XhrAnswer) => void = () => {};
  const xhr = stubXhr(() => new Promise<XhrAnswer>((resolve) => (answer = resolve)));
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(<PictureManager pictures={[picture(0)]} onChange={onChange} />);
  const add = screen.getByLabelText('Add Pictures');

  // A keyboard user's pick: the input keeps the focus while the browser's picker is open (a
  // user.upload click would blur it in jsdom).
  const pick = (name: string) => fireEvent.change(add, { target: { files: [imageFile(name)] } });
  add.focus();
  pick('new.jpg');
  await screen.findByRole('dialog', { name: 'Crop and straighten' });
  await user.click(screen.getByRole('button', { name: 'Use whole picture' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  // The upload has started: the button is dimmed, yet it holds the focus.
  await waitFor(() => expect(add).toHaveFocus());
  expect(add).toHaveAttribute('aria-disabled', 'true');
  // A click (or Enter) opens no picker, and files that come anyway are ignored.
  expect(fireEvent.click(add)).toBe(false);
  pick('other.jpg');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await waitFor(() => expect(xhr.requests).toHaveLength(1));
  answer({ status: 200, body: { pictures: [picture(0), picture(1)] } });
  await waitFor(() => expect(onChange).toHaveBeenCalledWith([picture(0), picture(1)]));
  await waitFor(() => expect(add).not.toHaveAttribute('aria-disabled'));
  expect(add).toHaveFocus();
  expect(xhr.requests).toHaveLength(1);
});
