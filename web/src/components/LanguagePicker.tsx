import { languages, isLanguage } from '@mithaq/contract/languages';
import { QueryClientContext } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n';
import { chooseLanguage } from '../lib/language';
import { useSession } from '../lib/session';

interface LanguagePickerProps {
  /** 'compact': an icon and the language's name (headers); 'field': a full-width form control (Account). */
  variant?: 'compact' | 'field';
  /** The id of the visible heading naming it; otherwise it is named "Language" for screen readers. */
  labelledBy?: string;
}

const SELECT = {
  compact: 'min-h-11 cursor-pointer appearance-none rounded-lg bg-transparent py-2 ps-9 pe-3 text-base font-medium text-brand-900 hover:bg-brand-50',
  field: 'min-h-11 w-full cursor-pointer rounded-xl border border-sand-300 bg-white py-2 ps-9 pe-3 text-base text-sand-900',
};

/**
 * The language choice: each language in its own name, so anyone finds theirs whatever the page
 * shows now. A native select: keyboard, screen readers and phones handle it out of the box.
 */
export function LanguagePicker({ variant = 'compact', labelledBy }: LanguagePickerProps) {
  const { t, i18n } = useTranslation();
  // Optional: the public pages (where the picker is in the header) have no query cache.
  const queryClient = useContext(QueryClientContext);
  const signedIn = useSession().user !== null;
  const value = isLanguage(i18n.language) ? i18n.language : currentLanguage();

  const onChange = (next: string) => {
    if (!isLanguage(next) || next === value) return;
    chooseLanguage(next, { signedIn, queryClient }).catch(() => {
      // sonner is not in the landing page's first script; by now the toaster has loaded it. Said
      // in the language just chosen, which the app now shows (this render's `t` is the old one's).
      void import('sonner').then(({ toast }) => toast.error(i18n.t('language.saveFailed', { lng: next })));
    });
  };

  return (
    <div className={variant === 'field' ? 'relative flex w-full items-center' : 'relative flex items-center'}>
      <Languages aria-hidden="true" className="pointer-events-none absolute start-2.5 size-5 text-brand-700" />
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-label={labelledBy ? undefined : t('language.label')}
        aria-labelledby={labelledBy}
        data-testid="language-picker"
        className={SELECT[variant]}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code} dir={language.dir}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
