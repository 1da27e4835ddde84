import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { adminKeys } from '../../lib/queryKeys';
import { useAdminFailure } from './adminErrors';
import { allowPhotoFlag, fetchPhotoFlags, removeFlaggedPicture } from './photoFlagsApi';

/** The Photos tab's list and its two decisions; each success refreshes the whole admin cache (the audit log too). */
export function usePhotoFlags() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: adminKeys.photoFlags, queryFn: fetchPhotoFlags });
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  const failed = useAdminFailure()(t('photoSafety.admin.failed'));

  const allow = useMutation({
    mutationFn: ({ flagId }: { flagId: string; name: string }) => allowPhotoFlag(flagId),
    onSuccess: async (_done, { name }) => {
      toast.success(t('photoSafety.admin.allowed', { name }));
      await refresh();
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: ({ flagId, confirm, pictureId }: { flagId: string; name: string; confirm: string; pictureId?: string }) =>
      removeFlaggedPicture(flagId, confirm, pictureId),
    onSuccess: async (_done, { name }) => {
      toast.success(t('photoSafety.admin.removed', { name }));
      await refresh();
    },
    onError: failed,
  });
  return { list, allow, remove };
}

export type PhotoReview = ReturnType<typeof usePhotoFlags>;
