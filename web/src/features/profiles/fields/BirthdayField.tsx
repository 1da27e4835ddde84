import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/form/FieldError';
import { LABEL } from '../../../components/form/fieldStyles';
import { SelectField } from '../../../components/form/SelectField';
import { birthYears, changeBirthday, daysInMonth, fromBirthday, toBirthday } from './birthdayParts';
import type { BirthdayParts } from './birthdayParts';

interface BirthdayFieldProps {
  /** 'YYYY-MM-DD', or '' while incomplete. */
  value: string;
  onChange: (birthday: string) => void;
  error?: string | null;
}

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** Birthday as Year, Month and Day selects; days follow the month and an overflowing day is clamped. */
export function BirthdayField({ value, onChange, error }: BirthdayFieldProps) {
  const { t, i18n } = useTranslation();
  const errorId = useId();
  // Partly chosen dates live here; the form only ever holds a complete date or ''.
  const [parts, setParts] = useState<BirthdayParts>(() => fromBirthday(value));
  const shown = toBirthday(parts) === value || !value ? parts : fromBirthday(value);

  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
    return range(12).map((month) => ({ value: String(month), label: format.format(Date.UTC(2000, month - 1, 1)) }));
  }, [i18n.language]);
  const years = useMemo(() => birthYears(new Date()).map((year) => ({ value: String(year), label: String(year) })), []);
  const days = range(daysInMonth(shown.year, shown.month)).map((day) => ({ value: String(day), label: String(day) }));

  const update = (change: Partial<BirthdayParts>) => {
    const next = changeBirthday(shown, change);
    setParts(next);
    onChange(toBirthday(next));
  };
  const asNumber = (raw: string) => Number(raw) || 0;

  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className={`${LABEL} mb-1.5`}>{t('profiles.fields.birthday')}</legend>
      <div className="flex gap-2">
        <SelectField
          label={t('profiles.birthday.year')}
          placeholder={t('profiles.birthday.year')}
          value={shown.year ? String(shown.year) : ''}
          options={years}
          onChange={(raw) => update({ year: asNumber(raw) })}
          hideLabel
        />
        <SelectField
          label={t('profiles.birthday.month')}
          placeholder={t('profiles.birthday.month')}
          value={shown.month ? String(shown.month) : ''}
          options={months}
          onChange={(raw) => update({ month: asNumber(raw) })}
          hideLabel
        />
        <SelectField
          label={t('profiles.birthday.day')}
          placeholder={t('profiles.birthday.day')}
          value={shown.day ? String(shown.day) : ''}
          options={days}
          onChange={(raw) => update({ day: asNumber(raw) })}
          hideLabel
        />
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
