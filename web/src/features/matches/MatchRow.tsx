import type { MatchState } from '@mithaq/contract/matches';
import { clientPaths as paths } from '@mithaq/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VerifiedBadge } from '../../components/VerifiedBadge';
import { formatUnreadBadge } from './unreadBadge';
import { InactiveBadge, formatProfile } from '../profiles/public';
import { MatchAvatar } from './MatchAvatar';
import { lastMessagePreview } from './matchPreview';
import { formatListTime } from './matchTime';

/** One active match: avatar, name, unread badge, last-message preview and its time; opens the chat. */
export function MatchRow({ match, now }: { match: MatchState; now: Date }) {
  const { t, i18n } = useTranslation();
  const name = formatProfile(match.other, t, i18n.language).name;
  const badge = formatUnreadBadge(match.unreadCount);
  const last = match.lastMessage;
  return (
    <Link
      to={`${paths.chat}/${match.id}`}
      className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-sand-200 transition-shadow hover:shadow-md"
    >
      <MatchAvatar profile={match.other} name={name} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-baseline justify-between gap-2">
          <span className="flex min-w-0 items-center gap-1">
            <bdi className="truncate font-semibold text-sand-900">{name}</bdi>
            <VerifiedBadge verified={match.other.verified} size="sm" />
            <InactiveBadge inactive={match.other.inactive} />
          </span>
          {last ? (
            <time dateTime={last.createdAt} className="shrink-0 text-xs text-sand-600">
              {formatListTime(last.createdAt, now, i18n.language)}
            </time>
          ) : null}
        </span>
        <span className="flex items-center justify-between gap-2">
          <span data-testid="match-preview" className={`truncate text-sm ${last ? 'text-sand-700' : 'text-brand-700 italic'}`}>
            {lastMessagePreview(t, last)}
          </span>
          {badge ? (
            <span className="shrink-0 rounded-full bg-red-700 px-2 text-xs leading-5 font-bold text-white">
              <span aria-hidden="true">{badge}</span>
              <span className="sr-only">{t('matches.list.unread', { count: match.unreadCount })}</span>
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
