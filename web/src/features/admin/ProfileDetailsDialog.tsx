import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { DIALOG_OVERLAY } from '../../components/dialogStyles';
import { LoadError } from '../../components/LoadError';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { MemberPicture } from '../../components/MemberPicture';
import { useReturnFocus } from '../../components/useReturnFocus';
import { ProfileFacts, formatProfile, PLACEHOLDER_PICTURE } from '../profiles/public';
import { adminKeys } from '../../lib/queryKeys';
import { fetchProfile } from './adminApi';
import { CorrectSexForm } from './CorrectSexForm';
import { EvidenceDetails } from './EvidenceDetails';
import { RevokeBadgeForm } from './RevokeBadgeForm';
import { tokenTone } from './ProfileRow';

interface ProfileDetailsDialogProps {
  /** The open profile; null closes the dialog. */
  profileId: string | null;
  onClose: () => void;
}

/** Everything about one profile an admin may need to judge a report: e-mail, facts, pictures, ledger. */
export function ProfileDetailsDialog({ profileId, onClose }: ProfileDetailsDialogProps) {
  const { t, i18n } = useTranslation();
  const details = useQuery({
    queryKey: adminKeys.profile(profileId ?? ''),
    queryFn: () => fetchProfile(profileId!),
    enabled: profileId !== null,
  });
  const profile = details.data;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  // A birthday is a calendar date: read in UTC it never slips to the day before.
  const calendarDay = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const view = profile ? formatProfile(profile, t, i18n.language) : null;
  const returnFocus = useReturnFocus();

  return (
    <Dialog.Root open={profileId !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY} />
        <Dialog.Content
          aria-describedby={undefined}
          {...returnFocus}
          className="fixed start-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2"
        >
          <div className="flex items-center justify-between gap-2">
            <Dialog.Title className="text-xl font-bold text-sand-900">
              {view ? t('admin.details.title', { name: view.name, age: view.age, place: view.place }) : t('common.loading')}
            </Dialog.Title>
            <Dialog.Close aria-label={t('common.close')} className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sand-100">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {details.isPending ? <LoadingIndicator size="sm" /> : null}
          {details.isError ? <LoadError message={t('admin.details.loadFailed')} onRetry={() => void details.refetch()} /> : null}
          {profile && view ? (
            <>
              <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
                <Fact label={t('admin.details.email')} value={profile.email} />
                <Fact label={t('admin.details.birthday')} value={calendarDay.format(new Date(profile.birthday))} />
                <Fact label={t('admin.details.status')} value={t(profile.isActive ? 'admin.status.active' : 'admin.status.inactive')} />
                <Fact label={t('admin.details.openReports')} value={String(profile.openReports)} />
                <Fact label={t('admin.details.created')} value={date.format(new Date(profile.createdAt))} />
                <Fact label={t('admin.details.id')} value={profile.id} />
              </dl>
              {profile.returnedAfterDeletion.length ? (
                <section role="alert" className="flex flex-col gap-1 rounded-xl bg-red-50 p-3 ring-1 ring-red-200">
                  <h3 className="font-semibold text-red-800">{t('admin.evidence.returned')}</h3>
                  {profile.returnedAfterDeletion.map((evidence) => (
                    <EvidenceDetails key={evidence.id} evidence={evidence} />
                  ))}
                </section>
              ) : null}
              <ProfileFacts profile={profile} view={view} />
              <CorrectSexForm profileId={profile.id} name={profile.name} sex={profile.sex} />
              {profile.verified ? <RevokeBadgeForm profileId={profile.id} name={profile.name} /> : null}
              {profile.pictures.length ? (
                <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                  {profile.pictures.map((picture, index) => (
                    <li key={picture.id}>
                      <MemberPicture
                        picture={picture}
                        shownAt={{ sizes: '(min-width: 40rem) 12rem, 50vw', maxWidth: 320 }}
                        alt={t('admin.pictures.alt', { position: index + 1, name: profile.name })}
                        fallbackSrc={PLACEHOLDER_PICTURE}
                        className="aspect-[4/5] w-full rounded-xl object-cover"
                      />
                    </li>
                  ))}
                </ul>
              ) : null}
              <section className="flex flex-col gap-2">
                <h3 className="font-semibold text-sand-900">
                  {t('admin.details.tokens')} <span className={tokenTone(profile.tokenBalance)}>{profile.tokenBalance}</span>
                </h3>
                <ul className="divide-y divide-sand-200 text-sm">
                  {profile.transactions.map((entry) => (
                    <li key={entry.id} className="flex justify-between gap-3 py-1.5">
                      <span>
                        {entry.text} <span className="text-sand-600">· {date.format(new Date(entry.createdAt))}</span>
                      </span>
                      <span className={`font-semibold tabular-nums ${tokenTone(entry.amount)}`}>{entry.amount}</span>
                    </li>
                  ))}
                </ul>
              </section>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="font-semibold text-sand-600">{label}</dt>
      <dd className="break-all text-sand-900">{value}</dd>
    </div>
  );
}
