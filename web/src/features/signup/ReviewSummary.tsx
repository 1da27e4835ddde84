import { countryName } from '@mithaq/contract/countries';
import { joinList } from '@mithaq/contract/languages';
import { clientPaths as paths } from '@mithaq/contract/routes';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPlace, IntentionsList, maritalStatusLabel } from '../profiles/public';
import type { SignupFormData } from './signupForm';

/** One block of the review, with a link back to the step that collects it. */
export function ReviewSection({ title, editTo, children }: { title: string; editTo: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-2 rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-sand-900">{title}</h2>
        <Link
          to={editTo}
          aria-label={t('signup.review.editSection', { section: title })}
          className="inline-flex min-h-11 items-center rounded-lg px-2 font-medium text-brand-800 underline-offset-4 hover:underline"
        >
          {t('signup.review.edit')}
        </Link>
      </div>
      {children}
    </section>
  );
}

const LIST = 'grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]';

function Row({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <>
      <dt className="text-sm font-medium text-sand-600">{label}</dt>
      <dd className="break-words whitespace-pre-line text-sand-900">{value.trim() || t('signup.review.notProvided')}</dd>
    </>
  );
}

function formatBirthday(birthday: string, language: string): string {
  if (!birthday) return '';
  const date = new Date(`${birthday}T00:00:00Z`);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** Everything the wizard collected, by step, each with a way back to change it. */
export function ReviewSummary({ data }: { data: SignupFormData }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <>
      <ReviewSection title={t('signup.steps.basicInfo')} editTo={paths.signup}>
        <dl className={LIST}>
        <Row label={t('profiles.fields.name')} value={data.name} />
        <Row label={t('profiles.fields.sex')} value={t(`profiles.sexes.${data.sex}`)} />
        <Row label={t('profiles.fields.birthday')} value={formatBirthday(data.birthday, lang)} />
        <Row label={t('profiles.fields.age')} value={data.age ? String(data.age) : ''} />
        <Row label={t('profiles.fields.location')} value={formatPlace(data.location.city, data.location.country, lang)} />
        </dl>
      </ReviewSection>
      <ReviewSection title={t('signup.steps.details')} editTo={paths.signupDetails}>
        <dl className={LIST}>
        <Row label={t('profiles.fields.aboutMe')} value={data.aboutMe} />
        <Row label={t('profiles.fields.education')} value={data.education} />
        <Row label={t('profiles.fields.occupation')} value={data.occupation} />
        <Row label={t('profiles.fields.nationality')} value={joinList(data.nationality.map((code) => countryName(code, lang)), lang)} />
        <Row label={t('profiles.fields.height')} value={t('profiles.heightValue', { height: data.height })} />
        <Row label={t('profiles.fields.maritalStatus')} value={maritalStatusLabel(t, data.maritalStatus, data.sex)} />
        </dl>
        {/* Issue 28's optional answers, as others will read them on the card ("Not stated" where none). */}
        <IntentionsList intentions={data.intentions} />
      </ReviewSection>
    </>
  );
}
