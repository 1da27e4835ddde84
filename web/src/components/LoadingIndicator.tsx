import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export type LoadingSize = 'sm' | 'md' | 'lg';

const SPINNER_CLASS: Record<LoadingSize, string> = { sm: 'size-4', md: 'size-8', lg: 'size-12' };
const MESSAGE_CLASS: Record<LoadingSize, string> = { sm: 'text-sm', md: 'text-base', lg: 'text-lg' };

interface LoadingIndicatorProps {
  size?: LoadingSize;
  /** Defaults to the locale's "Loading...". */
  message?: string;
  submessage?: string;
  /** Centres the indicator in the whole viewport (used while the session is checked). */
  fullScreen?: boolean;
}

export function LoadingIndicator({
  size = 'md',
  message,
  submessage,
  fullScreen = false,
}: LoadingIndicatorProps) {
  const { t } = useTranslation();
  const indicator = (
    <div
      role="status"
      aria-live="polite"
      className="flex flex-col items-center gap-3 text-center text-sand-700"
    >
      <LoaderCircle
        aria-hidden="true"
        data-testid="loading-spinner"
        className={`${SPINNER_CLASS[size]} animate-spin text-brand-700 motion-reduce:animate-[spin_2s_linear_infinite]`}
      />
      <p className={`${MESSAGE_CLASS[size]} font-medium`}>{message ?? t('common.loading')}</p>
      {submessage ? <p className="text-sm text-sand-600">{submessage}</p> : null}
    </div>
  );
  if (!fullScreen) return indicator;
  return (
    <div data-testid="loading-fullscreen" className="flex min-h-dvh items-center justify-center p-6">
      {indicator}
    </div>
  );
}
