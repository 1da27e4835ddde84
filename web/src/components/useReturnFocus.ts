import { useRef } from 'react';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** How long after a dialog closes a vanished opener still has its focus handed on. */
const WATCH_MS = 10_000;

/** Where a control stands: its list (`data-focus-group`), its position there, and the regions around it. */
interface Place {
  element: HTMLElement;
  group: HTMLElement | null;
  index: number;
  ancestors: HTMLElement[];
}

const itemsOf = (group: HTMLElement | null) => (group?.isConnected ? [...group.querySelectorAll<HTMLElement>(FOCUSABLE)] : []);

function placeOf(element: HTMLElement): Place {
  const group = element.closest<HTMLElement>('[data-focus-group]');
  const ancestors: HTMLElement[] = [];
  for (let parent = element.parentElement; parent; parent = parent.parentElement) ancestors.push(parent);
  return { element, group, index: Math.max(0, itemsOf(group).indexOf(element)), ancestors };
}

/**
 * Focuses what now stands in the place of a control that left the page: the control at its
 * position in its list (the next card, or the last one), else the nearest region still on the
 * page that can hold the focus (a tab panel, `main`).
 */
function focusInPlaceOf(place: Place) {
  const items = itemsOf(place.group);
  const replacement = items[Math.min(place.index, items.length - 1)];
  if (replacement) return replacement.focus();
  const region = place.ancestors.find((element) => element.isConnected && (element.tabIndex >= 0 || element.tagName === 'MAIN'));
  if (!region) return;
  if (region.tabIndex < 0) region.setAttribute('tabindex', '-1');
  region.focus();
}

/**
 * The focus came back to `place.element`; if the page then removes it (the list refreshes once
 * the dialog's action is done), the browser would drop the focus on the body: hand it on instead,
 * unless the member has moved on meanwhile.
 */
function handOnWhenRemoved(place: Place) {
  const observer = new MutationObserver(() => {
    if (place.element.isConnected) {
      place.index = Math.max(0, itemsOf(place.group).indexOf(place.element));
      return;
    }
    stop();
    if (document.activeElement === null || document.activeElement === document.body) focusInPlaceOf(place);
  });
  const timer = setTimeout(() => stop(), WATCH_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
}

/**
 * Focus handlers for the content of a radix dialog opened without a Trigger of its own (a
 * controlled dialog opened by another control). On closing, radix's modal dialog hands the focus
 * to its Trigger; with none, the focus would be lost on the page's body. These remember what had
 * the focus when the dialog opened and give it back; if the dialog's action takes that control
 * off the page (a passed or blocked card), the focus goes to its neighbour in the list instead.
 */
export function useReturnFocus() {
  const opener = useRef<Place | null>(null);
  return {
    // Called before radix moves the focus into the dialog: the focus is still on the opener.
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? placeOf(document.activeElement) : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const place = opener.current;
      opener.current = null;
      if (!place) return;
      if (!place.element.isConnected) return focusInPlaceOf(place);
      place.element.focus();
      handOnWhenRemoved(place);
    },
  };
}
