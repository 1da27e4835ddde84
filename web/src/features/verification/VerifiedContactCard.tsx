import type { OwnProfile } from '@mithaq/contract/profiles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorText } from '../../lib/serverText';
import { setVerifiedContactOnly, useOwnProfileCache } from '../profiles/public';

/**
 * Account page: "Only verified members can like me and write to me", saved at once. The server
 * refuses likes and messages from members without the blue badge while it is on.
 */
export function VerifiedContactCard({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const titleId = useId();
  const helpId = useId();
  const { setProfile } = useOwnProfileCache();
  // The choice shows at once while it is saved; a refusal puts the saved state back.
  const [saving, setSaving] = useState<boolean | null>(null);

  async function save(verifiedContactOnly: boolean) {
    setSaving(verifiedContactOnly);
    try {
      setProfile(await setVerifiedContactOnly(verifiedContactOnly));
      toast.success(t(verifiedContactOnly ? 'photoSafety.verifiedOnly.on' : 'photoSafety.verifiedOnly.off'));
    } catch (error) {
      toast.error(t('photoSafety.verifiedOnly.failed', { message: errorText(t, error) }));
    } finally {
      setSaving(null);
    }
  }

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
      <h2 id={titleId} className="text-lg font-semibold text-sand-900">
        {t('photoSafety.verifiedOnly.title')}
      </h2>
      <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3 font-medium text-sand-900">
        {t('photoSafety.verifiedOnly.label')}
        <input
          type="checkbox"
          role="switch"
          aria-describedby={helpId}
          className="size-5 shrink-0 accent-brand-700"
          checked={saving ?? profile.verifiedContactOnly}
          disabled={saving !== null}
          onChange={(event) => void save(event.target.checked)}
        />
      </label>
      <p id={helpId} className="text-sm text-sand-700">
        {t('photoSafety.verifiedOnly.help')}
      </p>
    </section>
  );
}
