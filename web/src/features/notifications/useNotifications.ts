import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../../lib/queryKeys';
import { useSession } from '../../lib/session';
import { clearAppBadge } from '../push/public';
import { fetchNotifications, markNotificationsRead } from './notificationsApi';

/** The bell's list and unread count; realtime notification.created events mark it stale. */
export function useNotifications() {
  const { user } = useSession();
  return useQuery({ queryKey: notificationKeys.list(user?.id), queryFn: fetchNotifications, enabled: user !== null });
}

/**
 * Marks notifications read on the server, then re-reads the list (its count and read marks); the
 * app icon's number goes with them.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => clearAppBadge(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
