import { nationalityOptions } from '@mithaq/contract/countries';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTROL, LABEL } from '../../components/form/fieldStyles';

interface CountryPickerProps {
  value: readonly string[];
  onChange: (next: string[]) => void;
}

/** Searchable multi-select of countries (a checkbox list); none selected means any country. */
export function CountryPicker({ value, onChange }: CountryPickerProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const options = useMemo(() => nationalityOptions(i18n.language), [i18n.language]);
  const needle = query.trim().toLocaleLowerCase(i18n.language);
  const shown = needle ? options.filter((option) => option.name.toLocaleLowerCase(i18n.language).includes(needle)) : options;
  // Chosen countries first, so they stay in view while the list is long.
  const ordered = [...shown.filter((o) => value.includes(o.code)), ...shown.filter((o) => !value.includes(o.code))];
  const toggle = (code: string, checked: boolean) =>
    onChange(checked ? [...value, code] : value.filter((item) => item !== code));

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-summary`}>
      <legend className={`${LABEL} mb-1.5`}>{t('discover.filters.countries')}</legend>
      <p id={`${id}-summary`} className="text-sm text-sand-600">
        {value.length ? t('discover.filters.selected', { count: value.length }) : t('discover.filters.any')}
      </p>
      <input
        type="search"
        aria-label={t('discover.filters.search')}
        placeholder={t('discover.filters.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className={CONTROL}
      />
      <ul className="max-h-52 overflow-y-auto rounded-xl ring-1 ring-sand-200">
        {ordered.map((option) => (
          <li key={option.code}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 hover:bg-sand-100">
              <input
                type="checkbox"
                checked={value.includes(option.code)}
                onChange={(event) => toggle(option.code, event.target.checked)}
                className="size-5 accent-brand-700"
              />
              {option.name}
            </label>
          </li>
        ))}
        {ordered.length === 0 ? <li className="px-3 py-2 text-sand-600">{t('discover.filters.noMatch')}</li> : null}
      </ul>
    </fieldset>
  );
}
