import type { AdjustTokensInput } from '@mithaq/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { adminKeys } from '../../lib/queryKeys';
import type { AppealDecisionInput, DecisionInput } from '@mithaq/contract/reports';
import { adjustTokens, decideAppeal, decideReport, deletePicture, setProfileActive } from './adminApi';
import { useAdminFailure } from './adminErrors';

/**
 * The dashboard's actions, each with the spec's toast (or ours where the spec has none). Every
 * success refreshes the whole admin cache, so the counts, the table and the audit log agree.
 */
export function useModeration() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The server's reason when it gave one (a bad amount), else the fallback.
  const failed = useAdminFailure();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });

  const removePicture = useMutation({
    mutationFn: ({ pictureId, confirm }: { pictureId: string; confirm: string }) => deletePicture(pictureId, confirm),
    onSuccess: async () => {
      toast.success(t('admin.messages.pictureDeleted'));
      await refresh();
    },
    // The spec's words whatever went wrong: the table shows the picture until it really is gone.
    onError: failed(t('admin.messages.pictureDeleteFailed'), { serverReason: false }),
  });

  const switchActive = useMutation({
    mutationFn: ({ id, isActive, confirm }: { id: string; name: string; isActive: boolean; confirm?: string }) =>
      setProfileActive(id, isActive, confirm),
    onSuccess: async (isActive, { name }) => {
      toast.success(t(isActive ? 'admin.status.activated' : 'admin.status.deactivated', { name }));
      await refresh();
    },
    onError: failed(t('admin.status.failed')),
  });

  const changeTokens = useMutation({
    mutationFn: ({ id, input, key }: { id: string; input: AdjustTokensInput; key: string }) => adjustTokens(id, input, key),
    onSuccess: async (balance) => {
      toast.success(t('admin.tokens.done', { balance }));
      await refresh();
    },
    onError: failed(t('admin.tokens.failed')),
  });

  const decide = useMutation({
    mutationFn: ({ reportId, input }: { reportId: string; input: DecisionInput }) => decideReport(reportId, input),
    onSuccess: async () => {
      toast.success(t('admin.reports.decide.done'));
      await refresh();
    },
    onError: failed(t('admin.reports.decide.failed')),
  });

  const answerAppeal = useMutation({
    mutationFn: ({ appealId, input }: { appealId: string; input: AppealDecisionInput }) => decideAppeal(appealId, input),
    onSuccess: async () => {
      toast.success(t('admin.appeals.done'));
      await refresh();
    },
    onError: failed(t('admin.appeals.failed')),
  });

  return { removePicture, switchActive, changeTokens, decide, answerAppeal };
}

export type Moderation = ReturnType<typeof useModeration>;
