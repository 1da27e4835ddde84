import { useRef } from 'react';

/**
 * Focus handlers for the content of a radix dialog opened without a Trigger of its own (a
 * controlled dialog opened by another control). On closing, radix's modal dialog hands the focus
 * to its Trigger; with none, the focus would be lost on the page's body. These remember what had
 * the focus when the dialog opened and give it back, if it is still on the page.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Called before radix moves the focus into the dialog: the focus is still on the opener.
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    },
  };
}
