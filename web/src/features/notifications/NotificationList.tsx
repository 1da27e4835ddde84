import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { notificationText } from '../../lib/notificationText';
import { notificationPath } from './notificationPath';
import type { useNotifications } from './useNotifications';

interface NotificationListProps {
  query: ReturnType<typeof useNotifications>;
  /** Unread when the list opened: shown as unread until it closes. */
  fresh: ReadonlySet<string>;
  /** Called when a notification is opened (the sheet closes as its screen shows). */
  onOpen: () => void;
}

/** Newest first; the ones new since the list was last opened are marked unread. */
export function NotificationList({ query, fresh, onOpen }: NotificationListProps) {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (query.isPending) return <LoadingIndicator size="sm" />;
  if (query.isError) return <LoadError message={t('notifications.loadFailed')} onRetry={() => void query.refetch()} />;
  const { notifications } = query.data;
  if (!notifications.length) return <p className="p-2 text-sand-700">{t('notifications.empty')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-sand-200">
      {notifications.map((item) => {
        const unread = item.readAt === null || fresh.has(item.id);
        return (
          <li key={item.id}>
            <Link to={notificationPath(item)} onClick={onOpen} className="flex flex-col gap-0.5 rounded-lg p-2 hover:bg-sand-100">
              <span className={`flex items-center gap-2 text-sand-900 ${unread ? 'font-semibold' : ''}`}>
                {unread ? (
                  <>
                    <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-brand-600" />
                    <span className="sr-only">{t('notifications.unread')}: </span>
                  </>
                ) : null}
                {notificationText(t, item)}
              </span>
              <time dateTime={item.createdAt} className="text-sm text-sand-600">
                {time.format(new Date(item.createdAt))}
              </time>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
