import type { TFunction } from 'i18next';

const SECOND = 1000;

/** Time left as '71h 59m 58s' (hours not folded into days; never below zero). */
export function formatCountdown(t: TFunction, remainingMs: number): string {
  const total = Math.max(0, Math.floor(remainingMs / SECOND));
  return t('matches.timer.countdown', {
    hours: Math.floor(total / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  });
}

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** When a match's last message was sent: its time ('3:05 PM') today, a short date ('May 1') before. */
export function formatListTime(iso: string, now: Date, language: string): string {
  const at = new Date(iso);
  const options: Intl.DateTimeFormatOptions = sameDay(at, now) ? { hour: 'numeric', minute: '2-digit' } : { month: 'short', day: 'numeric' };
  return new Intl.DateTimeFormat(language, options).format(at);
}
