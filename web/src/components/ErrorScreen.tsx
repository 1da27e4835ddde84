import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

interface ErrorScreenProps {
  title: string;
  message: string;
  /** The recovery actions (buttons or links). */
  children: ReactNode;
}

/** Full-screen error layout shared by the error boundary and the router's error element. */
export function ErrorScreen({ title, message, children }: ErrorScreenProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <div
        role="alert"
        className="flex w-full max-w-md flex-col items-center gap-4 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-sand-200"
      >
        <TriangleAlert aria-hidden="true" className="size-12 text-red-700" />
        <h1 className="text-2xl font-bold text-sand-900">{title}</h1>
        <p className="break-words text-sand-700">{message}</p>
        <div className="flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </main>
  );
}
