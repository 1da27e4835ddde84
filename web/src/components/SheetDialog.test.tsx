import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SheetDialog } from './SheetDialog';

/** A page with a control that opens the sheet (it has no trigger of its own) and another one. */
function Page() {
  const [item, setItem] = useState<string | undefined>();
  return (
    <>
      <button type="button">Elsewhere</button>
      <button type="button" onClick={() => setItem('Yusuf')}>
        Open Yusuf
      </button>
      <SheetDialog item={item} onClose={() => setItem(undefined)} title={(name) => `${name}'s profile`}>
        {(name) => (
          <>
            <p>About {name}</p>
            <button type="button">Favorite</button>
          </>
        )}
      </SheetDialog>
    </>
  );
}

describe('SheetDialog', () => {
  it('keeps the focus inside while open and gives it back to the control that opened it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open Yusuf' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: "Yusuf's profile" });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let press = 0; press < 5; press += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('hands the focus to the next card when the dialog\'s action took its card off the list, and to the panel when none is left', async () => {
    const user = userEvent.setup();
    render(<List names={['Yusuf', 'Zayd']} />);
    await user.click(screen.getByRole('button', { name: 'Open Yusuf' }));
    await user.click(await screen.findByRole('button', { name: 'Pass' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open Yusuf' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open Zayd' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Open Zayd' }));
    await user.click(await screen.findByRole('button', { name: 'Pass' }));
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveFocus());
  });
});

/**
 * A tab panel listing cards; a card's dialog passes on it, closes, and the list drops the card a
 * moment later (as the Liked lists do once the action's refetch comes back).
 */
function List({ names }: { names: string[] }) {
  const [left, setLeft] = useState(names);
  const [open, setOpen] = useState<string | undefined>();
  const pass = (name: string) => {
    setOpen(undefined);
    setTimeout(() => setLeft((list) => list.filter((other) => other !== name)), 20);
  };
  return (
    <div role="tabpanel" tabIndex={0}>
      <ul data-focus-group>
        {left.map((name) => (
          <li key={name}>
            <button type="button" onClick={() => setOpen(name)}>
              Open {name}
            </button>
          </li>
        ))}
      </ul>
      <SheetDialog item={open} onClose={() => setOpen(undefined)} title={(name) => `${name}'s profile`}>
        {(name) => (
          <button type="button" onClick={() => pass(name)}>
            Pass
          </button>
        )}
      </SheetDialog>
    </div>
  );
}
