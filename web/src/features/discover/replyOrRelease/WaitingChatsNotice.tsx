import { clientPaths as paths } from '@mithaq/contract/routes';
import { MessageCircleWarning } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWaitingChats } from './waitingApi';

/**
 * Above the Discover deck while likes are stopped (reply or release, DESIGN §4): why, and the
 * chats waiting for the member's reply, each a link to answer or release it.
 */
export function WaitingChatsNotice() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const waiting = useWaitingChats().data;
  if (!waiting?.likesBlocked) return null;
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2 rounded-2xl bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-200">
      <h2 id={titleId} className="flex items-center gap-2 font-semibold">
        <MessageCircleWarning aria-hidden="true" className="size-5 shrink-0" />
        {t('replyOrRelease.notice.title')}
      </h2>
      <p className="text-sm">{t('server.replyOrRelease.answerFirst')}</p>
      <ul aria-label={t('replyOrRelease.notice.listLabel')} className="flex flex-col gap-1">
        {waiting.chats.map((chat) => (
          <li key={chat.matchId} className="flex flex-wrap items-center justify-between gap-2">
            <Link to={`${paths.chat}/${chat.matchId}`} className="font-semibold underline underline-offset-2">
              {chat.name || t('profiles.defaults.former')}
            </Link>
            <time dateTime={chat.since} className="text-sm">
              {t('replyOrRelease.notice.since', { date: day.format(new Date(chat.since)) })}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
