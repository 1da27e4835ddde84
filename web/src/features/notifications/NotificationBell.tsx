import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetDialog } from '../../components/SheetDialog';
import { formatUnreadBadge } from '../matches/public';
import { NotificationList } from './NotificationList';
import { useMarkNotificationsRead, useNotifications } from './useNotifications';

/**
 * The bell in the app's header (issue 15): the unread count, and the stored notifications newest
 * first, so nothing is lost when no tab was open. Opening the list marks what it shows as read.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // What was unread when the list opened stays marked while it is open, though the server has it read by then.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unreadCount ?? 0;
  const badge = formatUnreadBadge(unread);

  function show() {
    setOpen(true);
    const unreadIds = (notifications.data?.notifications ?? []).filter((item) => item.readAt === null).map((item) => item.id);
    setFresh(new Set(unreadIds));
    if (unreadIds.length) markRead.mutate(unreadIds);
  }

  return (
    <>
      <button
        type="button"
        onClick={show}
        aria-label={badge ? t('notifications.openWithUnread', { count: unread }) : t('notifications.open')}
        className="relative inline-flex size-11 items-center justify-center rounded-full text-sand-700 hover:bg-sand-100 hover:text-sand-900"
      >
        <Bell aria-hidden="true" className="size-6" />
        {badge ? (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute top-0.5 end-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
          >
            {badge}
          </span>
        ) : null}
      </button>
      <SheetDialog item={open ? notifications : undefined} onClose={() => setOpen(false)} title={() => t('notifications.title')} surface="white">
        {(query) => <NotificationList query={query} fresh={fresh} onOpen={() => setOpen(false)} />}
      </SheetDialog>
    </>
  );
}
