import type { NetworkFlag } from '@mithaq/contract/admin';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileDetailsDialog } from './ProfileDetailsDialog';

/**
 * Above the report queue: many new accounts from one network (the server raises the flag at
 * sign-up), with how many established members browse from there: many of them means a shared
 * address (a carrier's NAT) where real members sign up every day. Each account with a profile
 * opens its details, as a row of the profile table does.
 */
export function NetworkFlags({ flags }: { flags: NetworkFlag[] }) {
  const { t, i18n } = useTranslation();
  const [openId, setOpenId] = useState<string | null>(null);
  const headingId = useId();
  if (flags.length === 0) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-sand-200">
      <h2 id={headingId} className="font-semibold text-sand-900">
        {t('admin.networkFlags.title')}
      </h2>
      {flags.map((flag) => (
        <div key={flag.id} className="flex flex-col gap-1 border-t border-sand-200 pt-2 text-sm">
          <p className="text-sand-700">{t('admin.networkFlags.raised', { date: date.format(new Date(flag.createdAt)), count: flag.accountCount })}</p>
          <p className="text-sand-700">
            {flag.establishedMembers > 0 ? t('admin.networkFlags.established', { members: flag.establishedMembers }) : t('admin.networkFlags.establishedNone')}
          </p>
          <ul aria-label={t('admin.networkFlags.accounts')} className="flex flex-wrap gap-2">
            {flag.accounts.map((account) => (
              <li key={account.id}>
                {account.name ? (
                  <button type="button" className="min-h-11 font-semibold text-brand-700 underline" onClick={() => setOpenId(account.id)}>
                    {account.name}
                  </button>
                ) : (
                  <span className="inline-flex min-h-11 items-center text-sand-700">{t('admin.networkFlags.noProfile')}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <ProfileDetailsDialog profileId={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
