import type { ReactNode } from 'react';
import { Logo } from './Logo';

/** A single card in the middle of the screen, for the standalone public screens. */
export function CenteredPage({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 md:p-8">
        <Logo className="mx-auto mb-4 size-12" />
        {children}
      </div>
    </main>
  );
}
