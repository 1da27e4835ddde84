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
});
