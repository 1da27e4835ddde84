import type { MatchState } from '@mithaq/contract/matches';
import { clientPaths as paths } from '@mithaq/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VerifiedBadge } from '../../../components/VerifiedBadge';
import { formatProfile } from '../../profiles/public';
import { MatchAvatar } from '../MatchAvatar';
import { lastMessagePreview } from '../matchPreview';
import { actionButton, RematchButton } from './UnmatchedButtons';

interface UnmatchedRowProps {
  match: MatchState;
  busy: boolean;
  onViewProfile: () => void;
  onRematch: () => void;
}

/** Profile, Last Message, and View Profile with either 'Rematch (3 tokens)' or View Chat. */
export function UnmatchedRow({ match, busy, onViewProfile, onRematch }: UnmatchedRowProps) {
  const { t, i18n } = useTranslation();
  const name = formatProfile(match.other, t, i18n.language).name;
  return (
    <tr className="align-middle">
      <th scope="row" className="py-3 pe-3 text-start font-normal">
        <span className="flex items-center gap-2">
          <MatchAvatar profile={match.other} name={name} size="sm" />
          <span className="flex min-w-0 flex-col">
            <span className="flex items-center gap-1">
              <bdi className="truncate font-semibold text-sand-900">{name}</bdi>
              <VerifiedBadge verified={match.other.verified} size="sm" />
            </span>
            {match.endedBy ? <span className="text-xs text-sand-600">{t(`unmatched.endedBy.${match.endedBy}`, { name })}</span> : null}
          </span>
        </span>
      </th>
      <td className="py-3 pe-3 text-sm break-words text-sand-700">
        {match.lastMessage ? lastMessagePreview(t, match.lastMessage) : t('unmatched.noMessages')}
      </td>
      <td className="py-3">
        <span className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
          {/* A former member (anonymised after 2 years) has no profile to show. */}
          {match.other.former ? null : (
            <button type="button" className={actionButton('secondary')} onClick={onViewProfile}>
              {t('unmatched.viewProfile')}
            </button>
          )}
          {match.canRematch ? (
            <RematchButton name={name} busy={busy} onConfirm={onRematch} />
          ) : (
            <Link to={`${paths.chat}/${match.id}`} className={actionButton('secondary')}>
              {t('unmatched.viewChat')}
            </Link>
          )}
        </span>
      </td>
    </tr>
  );
}
