import type { PushPreferences } from '@mithaq/contract/push';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { usePushPreferences } from './usePushPreferences';

const KINDS = ['messages', 'matches', 'likes', 'reminders'] as const satisfies readonly (keyof PushPreferences)[];

/** One switch per kind of notification; the choices are the member's, on every device. */
export function PushPreferencesList() {
  const { t } = useTranslation();
  const titleId = useId();
  const { query, save } = usePushPreferences();
  const preferences = query.data;
  return (
    <div role="group" aria-labelledby={titleId} className="flex flex-col gap-2">
      <h3 id={titleId} className="text-base font-semibold text-sand-800">
        {t('push.preferences.title')}
      </h3>
      {query.isPending ? <LoadingIndicator size="sm" /> : null}
      {query.isError ? <LoadError message={t('push.preferences.loadFailed')} onRetry={() => void query.refetch()} /> : null}
      {preferences ? (
        <ul className="flex flex-col divide-y divide-sand-200">
          {KINDS.map((kind) => (
            <li key={kind}>
              <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3 py-1 text-sand-900">
                {t(`push.preferences.${kind}`)}
                <input
                  type="checkbox"
                  role="switch"
                  className="size-5 accent-brand-700"
                  checked={preferences[kind]}
                  onChange={(event) => save({ ...preferences, [kind]: event.target.checked })}
                />
              </label>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
