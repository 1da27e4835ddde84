import type { OwnProfile } from '@mithaq/contract/profiles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorText } from '../../lib/serverText';
import { setPhotoPrivacy, useOwnProfileCache } from '../profiles/public';
import { PhotoPrivacySwitch } from './PhotoPrivacySwitch';

/** Account page: photo privacy, saved at once (the server applies it to every viewer at once). */
export function PhotoPrivacyCard({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { setProfile } = useOwnProfileCache();
  // The choice shows at once while it is saved; a refusal puts the saved state back.
  const [saving, setSaving] = useState<boolean | null>(null);

  async function save(photosPrivate: boolean) {
    setSaving(photosPrivate);
    try {
      setProfile(await setPhotoPrivacy(photosPrivate));
      toast.success(t(photosPrivate ? 'pictures.privacy.on' : 'pictures.privacy.off'));
    } catch (error) {
      toast.error(t('pictures.privacy.failed', { message: errorText(t, error) }));
    } finally {
      setSaving(null);
    }
  }

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
      <h2 id={titleId} className="text-lg font-semibold text-sand-900">
        {t('pictures.privacy.title')}
      </h2>
      <PhotoPrivacySwitch
        checked={saving ?? profile.photosPrivate}
        disabled={saving !== null}
        onChange={(value) => void save(value)}
      />
    </section>
  );
}
