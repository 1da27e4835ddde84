import type { TFunction } from 'i18next';

export interface DayGroup<T> {
  /** The local calendar day, 'YYYY-M-D'. */
  key: string;
  /** 'Today', 'Yesterday', or the full date. */
  label: string;
  items: T[];
}

const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;

/** 'Today', 'Yesterday', or the full date ('Monday, May 5, 2025'), by the user's own calendar. */
export function dayLabel(t: TFunction, date: Date, now: Date, language: string): string {
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (dayKey(date) === dayKey(now)) return t('chat.days.today');
  if (dayKey(date) === dayKey(yesterday)) return t('chat.days.yesterday');
  return new Intl.DateTimeFormat(language, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

/** Consecutive items of the same local day together, in the order given (oldest first). */
export function groupByDay<T extends { createdAt: string }>(items: readonly T[], label: (date: Date) => string): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const date = new Date(item.createdAt);
    const key = dayKey(date);
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, label: label(date), items: [item] });
  }
  return groups;
}

/**
 * A message's time as 'h:mm a' ('3:05 PM') in English, the locale's own way elsewhere. Newer ICU
 * puts a narrow no-break space before AM/PM; the spec's format has a plain one.
 */
export function formatMessageTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso)).replace(/\u202f/g, ' ');
}
