import { AWAY_MAX_DAYS, awayReasons, type AwayReason } from '@mithaq/contract/away';
import { Plane } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/buttonStyles';
import { CONTROL, LABEL } from '../../../components/form/fieldStyles';
import { useAway } from './awayApi';

/** A local calendar day `days` from today, as a date input writes it (YYYY-MM-DD). */
function dayFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** The start of that local day: the member is back that morning. */
function startOfDay(value: string): string {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(year!, month! - 1, day!).toISOString();
}

/**
 * The Account page's "Away" (issue 28): travel, exams or family matters pause the member's reply
 * timers until the day they choose, at most 7 days on and once in 30 days; their matches see
 * "Away until …". While away, or before the next is allowed, the card says so instead; while
 * away it also offers to end the pause early.
 */
export function AwayCard() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { status, save, end, busy } = useAway();
  const [reason, setReason] = useState<AwayReason>('travel');
  const [until, setUntil] = useState(() => dayFromToday(AWAY_MAX_DAYS));
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save({ reason, until: startOfDay(until) });
  };
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
      <h2 id={titleId} className="flex items-center gap-2 text-xl font-bold text-sand-900">
        <Plane aria-hidden="true" className="size-5 shrink-0" />
        {t('away.title')}
      </h2>
      <p className="text-sm text-sand-700">{t('away.hint')}</p>
      {status?.away ? (
        <>
          <p className="font-semibold text-brand-900">
            {t('away.youAreAway', { reason: t(`away.reasons.${status.away.reason}`), date: day.format(new Date(status.away.until)) })}
          </p>
          {/* Back early: the timers give back the time left, and likes are allowed again. */}
          <button type="button" className={`${buttonClasses('secondary')} self-start`} disabled={busy} onClick={end}>
            {t('away.endNow')}
          </button>
        </>
      ) : null}
      {status && !status.away && status.availableAt ? <p className="text-sand-800">{t('away.nextFrom', { date: day.format(new Date(status.availableAt)) })}</p> : null}
      {/* The form shows before the status arrives (most members are not away), disabled until it
          does: the cards below do not jump under a finger or a click when it loads. */}
      {!status || (!status.away && !status.availableAt) ? (
        <form onSubmit={submit} className="flex flex-col gap-3">
          <label className="flex flex-col gap-1">
            <span className={LABEL}>{t('away.reason')}</span>
            <select className={CONTROL} value={reason} onChange={(event) => setReason(event.target.value as AwayReason)}>
              {awayReasons.map((value) => (
                <option key={value} value={value}>
                  {t(`away.reasons.${value}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1">
            <span className={LABEL}>{t('away.backOn')}</span>
            <input type="date" className={CONTROL} required min={dayFromToday(1)} max={dayFromToday(AWAY_MAX_DAYS)} value={until} onChange={(event) => setUntil(event.target.value)} />
          </label>
          <button type="submit" className={`${buttonClasses('primary')} self-start`} disabled={busy || !status}>
            {t('away.set')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
