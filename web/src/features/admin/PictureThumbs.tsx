import type { AdminProfileRow } from '@mithaq/contract/admin';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MemberPicture } from '../../components/MemberPicture';
import { PhotosHiddenNotice } from '../../components/PhotosHiddenNotice';
import { PLACEHOLDER_PICTURE } from '../profiles/public';
import { StepUpDialog } from './StepUpDialog';

interface PictureThumbsProps {
  profile: AdminProfileRow;
  /** Deletes with the admin's fresh authenticator code; rejects when the server refused. */
  onDelete: (pictureId: string, confirm: string) => Promise<unknown>;
  busy: boolean;
}

/** The table's Pictures cell: every thumbnail with its delete button (confirmed first, with a fresh authenticator code). */
export function PictureThumbs({ profile, onDelete, busy }: PictureThumbsProps) {
  const { t } = useTranslation();
  if (profile.pictures.length === 0) return <span className="text-sand-600">{t('admin.pictures.none')}</span>;
  return (
    <div className="flex flex-col gap-1.5">
      <ul className="flex flex-wrap gap-2">
        {profile.pictures.map((picture, index) => {
          const label = { position: index + 1, name: profile.name };
          return (
            <li key={picture.id} className="relative size-14 shrink-0">
              <MemberPicture
                picture={picture}
                shownAt={{ sizes: '3.5rem', maxWidth: 56 }}
                alt={t('admin.pictures.alt', label)}
                loading="lazy"
                fallbackSrc={PLACEHOLDER_PICTURE}
                className="size-14 rounded-lg object-cover ring-1 ring-sand-200"
              />
              <StepUpDialog
                trigger={
                  <button
                    type="button"
                    disabled={busy}
                    aria-label={t('admin.pictures.delete', label)}
                    className="absolute -end-1.5 -top-1.5 inline-flex size-7 items-center justify-center rounded-full bg-red-700 text-white shadow hover:bg-red-800 disabled:opacity-60"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                }
                title={t('admin.pictures.confirmTitle')}
                description={t('admin.pictures.confirmText', { name: profile.name })}
                confirmLabel={t('admin.pictures.confirm')}
                onConfirm={(confirm) => onDelete(picture.id, confirm)}
              />
            </li>
          );
        })}
      </ul>
      {profile.photosPrivate ? <PhotosHiddenNotice variant="plain" /> : null}
    </div>
  );
}
