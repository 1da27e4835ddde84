import { Heart, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface DecisionButtonsProps {
  onPass: () => void;
  onLike: () => void;
  /** While a decision is under way; the buttons keep focus but do nothing. */
  busy?: boolean;
}

const BUTTON =
  'inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-full px-6 text-lg font-semibold shadow-md transition-colors aria-disabled:opacity-60';

/** Pass and Like. */
export function DecisionButtons({ onPass, onLike, busy = false }: DecisionButtonsProps) {
  const { t } = useTranslation();
  const guard = (action: () => void) => () => {
    if (!busy) action();
  };
  return (
    <div role="group" aria-label={t('discover.actions.decision')} className="flex gap-3">
      <button type="button" aria-disabled={busy} onClick={guard(onPass)} className={`${BUTTON} bg-white text-sand-800 ring-1 ring-sand-300 hover:bg-sand-100`}>
        <X aria-hidden="true" className="size-6" />
        {t('discover.actions.pass')}
      </button>
      <button type="button" aria-disabled={busy} onClick={guard(onLike)} className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}>
        <Heart aria-hidden="true" className="size-6" />
        {t('discover.actions.like')}
      </button>
    </div>
  );
}
