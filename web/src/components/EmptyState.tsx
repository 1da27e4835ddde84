import { HeartOff } from 'lucide-react';

/** A list with nothing in it yet (the Liked tabs, the Unmatched list). */
export function EmptyState({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl bg-white px-6 py-12 text-center ring-1 ring-sand-200">
      <HeartOff aria-hidden="true" className="size-10 text-brand-700" />
      <p className="font-semibold text-sand-800">{text}</p>
    </div>
  );
}
