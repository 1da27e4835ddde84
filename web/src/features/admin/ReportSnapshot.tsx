import type { AdminReport } from '@mithaq/contract/admin';
import { countryName } from '@mithaq/contract/countries';
import type { SnapshotMessage } from '@mithaq/contract/reports';
import { useTranslation } from 'react-i18next';
import { maritalStatusLabel } from '../profiles/public';

const BADGE = 'ms-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold';
const FLAG_TONE = { money: 'bg-red-100 text-red-900', contact: 'bg-amber-100 text-amber-900' } as const;

/**
 * What was kept with a report: the chat's last messages, quoted with each sender's name and time
 * and the scam shield's flags as badges ("Money request", "Contact details"), or the reported
 * profile as it was. Folded by default: a queue row stays short.
 */
export function ReportSnapshot({ report }: { report: AdminReport }) {
  const { t } = useTranslation();
  const { snapshot } = report;
  if (!snapshot) return <p className="text-sand-700">{t('admin.reports.noSnapshot')}</p>;
  if (snapshot.kind === 'chat') {
    return (
      <details className="mt-1 text-sand-800">
        <summary className="cursor-pointer font-semibold text-brand-800">{t('admin.reports.chatSummary', { count: snapshot.messages.length })}</summary>
        <ol
          aria-label={t('admin.reports.chatLabel', { reporter: report.reporter.name || t('profiles.defaults.former'), reported: report.reported.name })}
          className="mt-2 flex flex-col gap-1 border-s-2 border-sand-200 ps-3"
        >
          {snapshot.messages.map((message) => (
            <QuotedMessage key={message.id} message={message} />
          ))}
        </ol>
      </details>
    );
  }
  return <ProfileAsItWas profile={snapshot.profile} />;
}

function QuotedMessage({ message }: { message: SnapshotMessage }) {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <li className="break-words">
      <span className="font-semibold">{message.senderName || t('profiles.defaults.former')}</span>{' '}
      <span className="text-sand-600">
        · <time dateTime={message.createdAt}>{time.format(new Date(message.createdAt))}</time>
      </span>
      {message.flags.map((flag) => (
        <span key={flag} className={`${BADGE} ${FLAG_TONE[flag]}`}>
          {t(`admin.reports.flags.${flag}`)}
        </span>
      ))}
      <blockquote className="text-sand-900">{message.content}</blockquote>
    </li>
  );
}

type SnapshotProfile = Extract<NonNullable<AdminReport['snapshot']>, { kind: 'profile' }>['profile'];

function ProfileAsItWas({ profile }: { profile: SnapshotProfile }) {
  const { t, i18n } = useTranslation();
  return (
    <details className="mt-1 text-sand-800">
      <summary className="cursor-pointer font-semibold text-brand-800">{t('admin.reports.profileSummary')}</summary>
      <div className="mt-2 flex flex-col gap-1 text-sm">
        <p>
          {t('admin.reports.profileFacts', {
            name: profile.name,
            age: profile.age,
            city: profile.city,
            country: countryName(profile.country, i18n.language),
            height: profile.height,
            maritalStatus: maritalStatusLabel(t, profile.maritalStatus, undefined),
          })}
        </p>
        {profile.education || profile.occupation ? <p>{t('admin.reports.profileWork', { education: profile.education, occupation: profile.occupation })}</p> : null}
        <p className="break-words text-sand-700">{profile.aboutMe}</p>
        <p className="text-sand-700">{t('admin.reports.pictureCount', { count: profile.pictureIds.length })}</p>
      </div>
    </details>
  );
}
