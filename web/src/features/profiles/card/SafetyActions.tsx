import { Ban, Flag, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ReportDialog } from './ReportDialog';
import type { ReportDetails, ReportOutcome } from './useProfileActions';

export interface SafetyHandlers {
  favorited: boolean;
  /** Settles when the toggle has been answered; a second press waits for it. */
  onFavorite: () => Promise<unknown>;
  onReport: (details: ReportDetails) => Promise<ReportOutcome>;
  onBlock: () => void;
}

const ACTION =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-xl px-3 py-2 text-sm font-semibold ring-1 ring-inset transition-colors';
const NEUTRAL = `${ACTION} bg-white text-sand-800 ring-sand-300 hover:bg-sand-100`;

/** Favorite/Favorited, Report and Block, under every profile card. */
export function SafetyActions({ name, favorited, onFavorite, onReport, onBlock }: SafetyHandlers & { name: string }) {
  const { t } = useTranslation();
  const [favoriteBusy, setFavoriteBusy] = useState(false);
  const toggleFavorite = async () => {
    if (favoriteBusy) return;
    setFavoriteBusy(true);
    await onFavorite();
    setFavoriteBusy(false);
  };
  return (
    <div role="group" aria-label={t('discover.actions.label')} className="flex flex-wrap gap-2">
      <button
        type="button"
        aria-pressed={favorited}
        aria-disabled={favoriteBusy}
        onClick={() => void toggleFavorite()}
        className={favorited ? `${ACTION} bg-amber-50 text-amber-900 ring-amber-300 hover:bg-amber-100` : NEUTRAL}
      >
        <Star aria-hidden="true" className={`size-4 ${favorited ? 'fill-amber-500 text-amber-600' : ''}`} />
        {favorited ? t('discover.actions.favorited') : t('discover.actions.favorite')}
      </button>
      <ReportDialog
        name={name}
        onReport={onReport}
        trigger={
          <button type="button" className={NEUTRAL}>
            <Flag aria-hidden="true" className="size-4" />
            {t('discover.actions.report')}
          </button>
        }
      />
      <ConfirmDialog
        title={t('discover.block.title', { name })}
        description={t('discover.block.description')}
        confirmLabel={t('discover.block.confirm')}
        onConfirm={onBlock}
        destructive
        trigger={
          <button type="button" className={`${ACTION} bg-white text-red-800 ring-red-200 hover:bg-red-50`}>
            <Ban aria-hidden="true" className="size-4" />
            {t('discover.actions.block')}
          </button>
        }
      />
    </div>
  );
}
