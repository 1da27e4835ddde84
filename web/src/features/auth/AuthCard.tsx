import { useId } from 'react';
import type { ReactNode } from 'react';

/** The white card of one auth tab, titled for screen readers and sighted users alike. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 md:p-8">
      <h2 id={titleId} className="text-xl font-bold text-brand-950">
        {title}
      </h2>
      {children}
    </section>
  );
}
