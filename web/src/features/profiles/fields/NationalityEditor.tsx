import { limits } from '@mithaq/contract/constants';
import { countryName, nationalityOptions } from '@mithaq/contract/countries';
import { Check, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/form/FieldError';
import { CONTROL, LABEL } from '../../../components/form/fieldStyles';

export interface NationalityMessages {
  /** Refusal when a 5th is picked. */
  max: string;
  /** Refusal when a nationality already in the list is picked again. */
  duplicate: string;
  /** When given, removing the last nationality is refused with this message (edit screen). */
  last?: string;
}

interface NationalityEditorProps {
  value: readonly string[];
  onChange: (next: string[]) => void;
  messages: NationalityMessages;
  /** The validation message of the whole list. */
  error?: string | null;
}

type Option = { code: string; name: string };

/** Options whose name contains the query, those starting with it first ('Pa' → Pakistan before Japan). */
function matchOptions(options: readonly Option[], query: string, language: string): readonly Option[] {
  const needle = query.trim().toLocaleLowerCase(language);
  if (!needle) return options;
  const starts: Option[] = [];
  const contains: Option[] = [];
  for (const option of options) {
    const name = option.name.toLocaleLowerCase(language);
    if (name.startsWith(needle)) starts.push(option);
    else if (name.includes(needle)) contains.push(option);
  }
  return [...starts, ...contains];
}

/** Searchable multi-select of nationalities (1 to 4) with removable chips: an ARIA combobox. */
export function NationalityEditor({ value, onChange, messages, error }: NationalityEditorProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const options = useMemo(() => nationalityOptions(i18n.language), [i18n.language]);
  const matches = useMemo(() => matchOptions(options, query, i18n.language), [options, query, i18n.language]);
  const activeOption = open ? matches[Math.min(active, matches.length - 1)] : undefined;

  const choose = (code: string) => {
    if (value.includes(code)) setNotice(messages.duplicate);
    else if (value.length >= limits.maxNationalities) setNotice(messages.max);
    else {
      setNotice(null);
      setQuery('');
      setOpen(false);
      onChange([...value, code]);
    }
  };
  const remove = (code: string) => {
    if (messages.last && value.length <= limits.minNationalities) {
      setNotice(messages.last);
      return;
    }
    setNotice(null);
    onChange(value.filter((item) => item !== code));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (open ? (current + step + matches.length) % Math.max(matches.length, 1) : 0));
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption.code);
    } else if (event.key === 'Escape') setOpen(false);
  };
  const message = notice ?? error;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-input`} className={LABEL}>
        {t('profiles.fields.nationality')}
      </label>
      {value.length ? (
        <ul aria-label={t('profiles.nationality.selected')} className="flex flex-wrap gap-2">
          {value.map((code) => (
            <li key={code} className="inline-flex items-center gap-1 rounded-full bg-brand-50 ps-3 text-sm font-medium text-brand-900 ring-1 ring-brand-200">
              {countryName(code, i18n.language)}
              <button
                type="button"
                onClick={() => remove(code)}
                aria-label={t('profiles.nationality.remove', { name: countryName(code, i18n.language) })}
                className="inline-flex size-9 items-center justify-center rounded-full hover:bg-brand-100"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <input
          id={`${id}-input`}
          role="combobox"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? `${id}-${activeOption.code}` : undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          autoComplete="off"
          value={query}
          placeholder={t('profiles.nationality.search')}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={CONTROL}
        />
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label={t('profiles.fields.nationality')}
          aria-multiselectable="true"
          hidden={!open}
          className="absolute inset-x-0 top-full z-10 mt-1 max-h-60 overflow-y-auto rounded-xl bg-white py-1 shadow-lg ring-1 ring-sand-200"
        >
          {/* Options exist only while the list is open: nothing to render on every keystroke elsewhere. */}
          {open && matches.map((option) => (
            <li
              key={option.code}
              id={`${id}-${option.code}`}
              role="option"
              aria-selected={value.includes(option.code)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option.code)}
              className={`flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3 ${option === activeOption ? 'bg-brand-50' : ''}`}
            >
              {option.name}
              {value.includes(option.code) ? <Check aria-hidden="true" className="size-4 text-brand-700" /> : null}
            </li>
          ))}
          {open && matches.length === 0 ? <li className="px-3 py-2 text-sand-600">{t('profiles.nationality.noMatch')}</li> : null}
        </ul>
      </div>
      <p id={`${id}-hint`} className="text-sm text-sand-600">
        {t('profiles.nationality.hint', { count: value.length, max: limits.maxNationalities })}
      </p>
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
