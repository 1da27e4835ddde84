import type { PushKind, PushPreferences } from '@mithaq/contract/push';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { usePushPreferences } from './usePushPreferences';

const KINDS = ['messages', 'matches', 'likes', 'reminders'] as const satisfies readonly PushKind[];

function PreferenceSwitch({ label, hint, checked, onChange }: { label: string; hint?: string; checked: boolean; onChange: (on: boolean) => void }) {
  const hintId = useId();
  return (
    <li className="py-1">
      <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3 text-sand-900">
        {label}
        <input
          type="checkbox"
          role="switch"
          className="size-5 accent-brand-700"
          checked={checked}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-sand-700">
          {hint}
        </p>
      ) : null}
    </li>
  );
}

/** One switch per kind of notification, and the lock-screen privacy; the choices are the member's, on every device. */
export function PushPreferencesList() {
  const { t } = useTranslation();
  const titleId = useId();
  const { query, save } = usePushPreferences();
  const preferences = query.data;
  const choose = (choice: Partial<PushPreferences>) => preferences && save({ ...preferences, ...choice });
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
            <PreferenceSwitch key={kind} label={t(`push.preferences.${kind}`)} checked={preferences[kind]} onChange={(on) => choose({ [kind]: on })} />
          ))}
          <PreferenceSwitch
            label={t('push.preferences.hideMessageText')}
            hint={t('push.preferences.hideMessageTextHint')}
            checked={preferences.hideMessageText}
            onChange={(on) => choose({ hideMessageText: on })}
          />
        </ul>
      ) : null}
    </div>
  );
}
