import { TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface BannerProps {
  title: string;
  children?: ReactNode;
  onDismiss: () => void;
}

/** A dismissible error banner, announced when it appears ('Profile creation failed', ...). */
export function Banner({ title, children, onDismiss }: BannerProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div className="flex flex-1 flex-col gap-1 text-sm">
        <p className="text-base font-semibold">{title}</p>
        {children}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('common.dismiss')}
        className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-red-100"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
