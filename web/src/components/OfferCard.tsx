import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { buttonClasses } from './buttonStyles';

interface OfferCardProps {
  icon: LucideIcon;
  title: string;
  body: string;
  acceptLabel: string;
  declineLabel: string;
  onAccept: () => void;
  onDecline: () => void;
  busy?: boolean;
  className?: string;
}

/** A one-time offer in the page (not a modal: nothing waits for it): a question, why, yes or no. */
export function OfferCard({ icon: Icon, title, body, acceptLabel, declineLabel, onAccept, onDecline, busy = false, className = '' }: OfferCardProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`flex flex-col gap-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200 ${className}`}>
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <Icon aria-hidden="true" className="size-5" />
        {title}
      </h2>
      <p className="text-sand-800">{body}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClasses('primary')} disabled={busy} onClick={onAccept}>
          {acceptLabel}
        </button>
        <button type="button" className={buttonClasses('secondary')} disabled={busy} onClick={onDecline}>
          {declineLabel}
        </button>
      </div>
    </section>
  );
}
