import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { devicesKey } from '../../lib/queryKeys';
import { useSession } from '../../lib/session';
import { stopDeviceNotifications } from '../push/public';
import { fetchDevices, signOutDevice, signOutEverywhere } from './accountApi';

/**
 * The member's signed-in devices; stopping one's notifications, signing one out, or every one.
 * Everywhere includes this device, which then forgets its session as deactivation does (the /app
 * guard goes to /auth).
 */
export function useDevices() {
  const { t } = useTranslation();
  const { user, forgetSession } = useSession();
  const queryClient = useQueryClient();
  const key = devicesKey(user?.id);
  const query = useQuery({ queryKey: key, queryFn: fetchDevices, enabled: user !== null });
  const one = useMutation({
    mutationFn: signOutDevice,
    onSuccess: () => toast.success(t('accountControls.devices.signedOut')),
    onError: () => toast.error(t('accountControls.devices.signOutFailed')),
    // A 404 means it was over already: either way the list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const silence = useMutation({
    mutationFn: stopDeviceNotifications,
    onSuccess: () => toast.success(t('accountControls.devices.notificationsStopped')),
    onError: () => toast.error(t('accountControls.devices.stopNotificationsFailed')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const all = useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      queryClient.clear();
      forgetSession();
      toast.success(t('accountControls.everywhere.done'));
    },
    onError: () => toast.error(t('accountControls.everywhere.failed')),
  });
  return {
    query,
    signOutOne: (id: string) => one.mutate(id),
    stopNotifications: (id: string) => silence.mutate(id),
    signOutAll: () => all.mutate(),
    busy: one.isPending || silence.isPending || all.isPending,
    refresh: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}
