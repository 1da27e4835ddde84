import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A line of profile facts with its icon (place, occupation): one look on every card. */
export function IconLine({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <p className="flex items-center gap-1.5 text-sand-700">
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </p>
  );
}
