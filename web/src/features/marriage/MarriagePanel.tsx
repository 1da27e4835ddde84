import { HeartHandshake } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';
import { DataExportCard } from '../account/public';
import { SuccessStoryCard } from './SuccessStoryCard';
import { useMarriage } from './useMarriage';

const BOX = 'flex flex-col gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-950 ring-1 ring-brand-200';

/**
 * Above the chat's messages once someone said "We got married": the asker waits (and may
 * withdraw), the other confirms or declines; once both confirmed, the congratulations, the data
 * export first, the choice to keep the chat past the 30 days, and the couple's success story.
 */
export function MarriagePanel({ matchId, name }: { matchId: string; name: string }) {
  const { t, i18n } = useTranslation();
  const { state, act, keep } = useMarriage(matchId, name);
  const titleId = useId();
  const marriage = state?.marriage;
  if (!marriage) return null;

  if (!marriage.marriedAt) {
    return (
      <div role="status" className={BOX}>
        <p className="flex items-center gap-2">
          <HeartHandshake aria-hidden="true" className="size-5 shrink-0" />
          <span>{t(marriage.askedByMe ? 'marriage.waiting' : 'marriage.askedYou', { name })}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          {marriage.askedByMe ? null : (
            <button type="button" className={buttonClasses('primary')} disabled={act.isPending} onClick={() => act.mutate('confirm')}>
              {t('marriage.confirm')}
            </button>
          )}
          <button type="button" className={buttonClasses('secondary')} disabled={act.isPending} onClick={() => act.mutate('decline')}>
            {t(marriage.askedByMe ? 'marriage.withdraw' : 'marriage.decline')}
          </button>
        </div>
      </div>
    );
  }

  const deletesOn = marriage.chatDeletesAt && new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(marriage.chatDeletesAt));
  return (
    <section aria-labelledby={titleId} className={`${BOX} max-h-[60dvh] overflow-y-auto`}>
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold">
        <HeartHandshake aria-hidden="true" className="size-6 shrink-0" />
        {t('marriage.congratulations')}
      </h2>
      <p>{t('marriage.congratulationsText')}</p>
      <p className="font-semibold">{t('marriage.exportFirst')}</p>
      <DataExportCard />
      <p>
        {marriage.chatDeleted
          ? t('marriage.chatDeleted')
          : deletesOn
            ? t('marriage.chatDeletes', { date: deletesOn })
            : t('marriage.chatKept')}
      </p>
      {marriage.chatDeleted ? null : (
        <>
          <label className="flex min-h-11 items-center gap-3 font-medium">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={marriage.keepMine}
              disabled={keep.isPending}
              onChange={(event) => keep.mutate(event.target.checked)}
            />
            {t('marriage.keepLabel')}
          </label>
          <p>{t(marriage.keepTheirs ? 'marriage.keepTheirs' : 'marriage.keepNotTheirs', { name })}</p>
        </>
      )}
      <SuccessStoryCard matchId={matchId} name={name} />
    </section>
  );
}
