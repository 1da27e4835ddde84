import { afterEach, describe, expect, it } from 'vitest';
import { i18n, showLanguage } from '../../lib/i18n';
import { dayLabel, formatMessageTime, groupByDay } from './messageDays';

// The tests run in Asia/Karachi (vitest.config.ts): local days, not UTC ones, decide the groups.
const NOW = new Date(2025, 4, 10, 12, 0);
const at = (day: number, hour: number, minute = 0) => new Date(2025, 4, day, hour, minute);

async function labelsIn(language: 'en' | 'ar' | 'fr' | 'tr' | 'ur') {
  await showLanguage(language);
  const t = i18n.getFixedT(language);
  return [at(10, 0, 5), at(9, 23, 59), at(6, 9, 5)].map((date) => dayLabel(t, date, NOW, language));
}

describe("the chat's day groups and times in each language", () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('English: Today, Yesterday, the full date; h:mm a', async () => {
    expect(await labelsIn('en')).toEqual(['Today', 'Yesterday', 'Tuesday, May 6, 2025']);
    expect(formatMessageTime(at(6, 21, 30).toISOString(), 'en')).toBe('9:30 PM');
    expect(formatMessageTime(at(6, 0, 5).toISOString(), 'en')).toBe('12:05 AM');
  });

  it('Arabic: اليوم, أمس, the Arabic date; the time with م/ص', async () => {
    expect(await labelsIn('ar')).toEqual(['اليوم', 'أمس', 'الثلاثاء، 6 مايو 2025']);
    expect(formatMessageTime(at(6, 21, 30).toISOString(), 'ar')).toBe('9:30 م');
  });

  it('French: the day and month in French, 24-hour times', async () => {
    const [today, yesterday, earlier] = await labelsIn('fr');
    expect([today, yesterday]).toEqual([i18n.t('chat.days.today', { lng: 'fr' }), i18n.t('chat.days.yesterday', { lng: 'fr' })]);
    expect(today).not.toBe('Today');
    expect(earlier).toBe('mardi 6 mai 2025');
    expect(formatMessageTime(at(6, 21, 30).toISOString(), 'fr')).toBe('21:30');
  });

  it('Turkish: day after the date, 24-hour times', async () => {
    const [today, , earlier] = await labelsIn('tr');
    expect(today).not.toBe('Today');
    expect(earlier).toBe('6 Mayıs 2025 Salı');
    expect(formatMessageTime(at(6, 9, 5).toISOString(), 'tr')).toBe('9:05');
  });

  it('groups by the local day whatever the language', () => {
    const items = [at(9, 23, 59), at(10, 0, 5), at(10, 8)].map((date) => ({ createdAt: date.toISOString() }));
    expect(groupByDay(items, (date) => dayLabel(i18n.getFixedT('ar'), date, NOW, 'ar')).map((group) => [group.label, group.items.length])).toEqual([
      ['أمس', 1],
      ['اليوم', 2],
    ]);
  });
});
