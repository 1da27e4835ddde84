import type { ReactNode } from 'react';

/**
 * The frame of a wide admin table, scrolling sideways on a phone. It takes the focus (Tab, then
 * the arrow keys scroll it) and is named like its table, since a table without links or buttons
 * would otherwise leave its hidden columns out of a keyboard user's reach.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
      {children}
    </div>
  );
}
