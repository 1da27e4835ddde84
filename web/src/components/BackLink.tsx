import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

interface BackLinkProps {
  to: string;
  label: string;
}

export function BackLink({ to, label }: BackLinkProps) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg pe-3 font-medium text-brand-800 hover:text-brand-950"
    >
      {/* The arrow points "back", which is to the right in right-to-left languages. */}
      <ArrowLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
      {label}
    </Link>
  );
}
