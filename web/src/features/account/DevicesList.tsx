import type { DeviceSession } from '@mithaq/contract/account';
import { BellOff, BellRing, LogOut, Monitor, Smartphone, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';
import { LoadError } from '../../components/LoadError';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { deviceLabel } from './deviceLabel';
import type { useDevices } from './useDevices';

type Devices = ReturnType<typeof useDevices>;

/** A device's action: a short text, and a name that says which device (the list has several). */
function RowAction({ Icon, text, name, busy, onClick }: { Icon: LucideIcon; text: string; name: string; busy: boolean; onClick: () => void }) {
  return (
    <button type="button" className={`${buttonClasses('secondary')} min-h-10 px-3 py-1.5 text-sm`} disabled={busy} aria-label={name} onClick={onClick}>
      <Icon aria-hidden="true" className="size-4" />
      {text}
    </button>
  );
}

interface DeviceRowProps {
  device: DeviceSession;
  busy: boolean;
  onSignOut: () => void;
  onStopNotifications: () => void;
}

function DeviceRow({ device, busy, onSignOut, onStopNotifications }: DeviceRowProps) {
  const { t, i18n } = useTranslation();
  const label = deviceLabel(t, device);
  const Icon = device.client === 'native' ? Smartphone : Monitor;
  const lastUsed = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(device.lastUsedAt));
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-t border-sand-200 py-3 first:border-t-0">
      <span className="flex items-center gap-3">
        <Icon aria-hidden="true" className="size-5 text-sand-700" />
        <span className="flex flex-col">
          <span className="font-semibold text-sand-900">
            {label}
            {device.current ? <span className="ms-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-900">{t('accountControls.devices.thisDevice')}</span> : null}
          </span>
          <span className="text-sm text-sand-700">{t('accountControls.devices.lastUsed', { when: lastUsed })}</span>
          {device.receivesNotifications ? (
            <span className="flex items-center gap-1 text-sm text-brand-800">
              <BellRing aria-hidden="true" className="size-4" />
              {t('accountControls.devices.receivesNotifications')}
            </span>
          ) : null}
        </span>
      </span>
      <span className="flex flex-wrap gap-2">
        {/* A session holds one registration, so the flag is one endpoint. This device's too can be
            stopped here: someone who had its session for a minute may have registered his own. */}
        {device.receivesNotifications ? (
          <RowAction
            Icon={BellOff}
            text={t('accountControls.devices.stopNotifications')}
            name={t('accountControls.devices.stopNotificationsNamed', { device: label, when: lastUsed })}
            busy={busy}
            onClick={onStopNotifications}
          />
        ) : null}
        {/* This device signs out with the page's own "Sign out" (or everywhere). */}
        {device.current ? null : (
          <RowAction
            Icon={LogOut}
            text={t('accountControls.devices.signOut')}
            name={t('accountControls.devices.signOutNamed', { device: label, when: lastUsed })}
            busy={busy}
            onClick={onSignOut}
          />
        )}
      </span>
    </li>
  );
}

/** Browser or app, last used, "This device", whether it gets notifications; any can be silenced here, every other one signed out. */
export function DevicesList({ devices }: { devices: Devices }) {
  const { t } = useTranslation();
  const { query } = devices;
  if (query.isError) return <LoadError message={t('accountControls.devices.loadFailed')} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingIndicator size="sm" />;
  return (
    <ul aria-label={t('accountControls.devices.title')} className="flex flex-col">
      {query.data.map((device) => (
        <DeviceRow
          key={device.id}
          device={device}
          busy={devices.busy}
          onSignOut={() => devices.signOutOne(device.id)}
          onStopNotifications={() => devices.stopNotifications(device.id)}
        />
      ))}
    </ul>
  );
}
