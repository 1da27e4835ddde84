import { useCallback, useRef, useState } from 'react';

/**
 * The slide in view of a horizontal scroll-snap scroller whose slides are each as wide as it is,
 * followed from its scroll position (a finger's swipe, or `go` from the buttons). Right to left,
 * browsers count scrollLeft from 0 down to negative values: the distance, not its sign, says
 * which slide shows, and `go` scrolls the other way.
 */
export function useSnapScroller(total: number, rtl: boolean) {
  const scroller = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  // Where the buttons' smooth scroll is heading: the slides it passes on the way do not move the
  // dots. Null while the member's finger (or wheel) is in charge.
  const heading = useRef<number | null>(null);
  const shown = Math.min(index, Math.max(total - 1, 0));

  const inView = useCallback(() => {
    const element = scroller.current;
    if (!element || element.clientWidth === 0) return null;
    return Math.min(total - 1, Math.round(Math.abs(element.scrollLeft) / element.clientWidth));
  }, [total]);

  const go = useCallback(
    (next: number) => {
      const target = (next + total) % total;
      setIndex(target);
      const element = scroller.current;
      if (!element) return;
      heading.current = inView() === target ? null : target;
      element.scrollTo({ left: target * element.clientWidth * (rtl ? -1 : 1) });
    },
    [total, rtl, inView],
  );

  const onScroll = useCallback(() => {
    const current = inView();
    if (current === null) return;
    if (heading.current !== null) {
      if (current !== heading.current) return;
      heading.current = null;
    }
    setIndex(current);
  }, [inView]);

  const onTakeOver = useCallback(() => {
    heading.current = null;
  }, []);

  return { scroller, shown, go, onScroll, onTakeOver };
}
