import type { DeletedMemberEvidence } from '@mithaq/contract/admin';
import { useTranslation } from 'react-i18next';

/**
 * What a member who deleted their account while reported or blocked left for the moderators:
 * when, until when it is kept, the profile as it was and the messages with whoever reported or
 * blocked them. Folded by default: a queue row stays one line.
 */
export function EvidenceDetails({ evidence }: { evidence: DeletedMemberEvidence }) {
  const { t, i18n } = useTranslation();
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  // A birthday is a calendar date ('YYYY-MM-DD', read as UTC midnight): shown in UTC, never a day off.
  const birthday = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const { profile } = evidence;
  return (
    <details className="mt-1 font-normal text-sand-800">
      <summary className="cursor-pointer text-red-700">
        {t('admin.evidence.summary', { date: day.format(new Date(evidence.deletedAt)), until: day.format(new Date(evidence.expiresAt)) })}
      </summary>
      <div className="mt-2 flex flex-col gap-2 text-sm">
        <p>
          {t('admin.evidence.profile', { name: profile.name, sex: t(`profiles.sexes.${profile.sex}`), city: profile.city, birthday: birthday.format(new Date(profile.birthday)) })}
        </p>
        <p className="break-words text-sand-700">{profile.aboutMe}</p>
        <p className="text-sand-700">{t('admin.evidence.counts', { reports: evidence.reportedBy.length, blocks: evidence.blockedBy.length })}</p>
        {evidence.messages.length ? (
          <ol aria-label={t('admin.evidence.messagesLabel', { name: profile.name })} className="flex flex-col gap-1 border-s-2 border-sand-200 ps-3">
            {evidence.messages.map((message, index) => (
              <li key={index} className="break-words">
                <span className="font-semibold">{message.fromDeletedMember ? profile.name : t('admin.evidence.other')}</span>{' '}
                <span className="text-sand-600">· {time.format(new Date(message.createdAt))}</span>: {message.content}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sand-700">{t('admin.evidence.noMessages')}</p>
        )}
      </div>
    </details>
  );
}
