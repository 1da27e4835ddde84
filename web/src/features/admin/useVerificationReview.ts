import type { ApproveVerification, RejectVerification } from '@mithaq/contract/verification';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { adminKeys } from '../../lib/queryKeys';
import { hasServerKey } from '../../lib/serverText';
import { useAdminFailure } from './adminErrors';
import { approveVerification, fetchVerificationQueue, rejectVerification, revokeVerification } from './verificationReviewApi';

/** The Verification tab's queue (unless `withQueue` is false: the details' revoke form) and the three decisions; each success refreshes the whole admin cache (the audit log too). */
export function useVerificationReview({ withQueue = true }: { withQueue?: boolean } = {}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queue = useQuery({ queryKey: adminKeys.verification, queryFn: fetchVerificationQueue, enabled: withQueue });
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  const failed = useAdminFailure()(t('verification.admin.failed'));
  const done = (message: string) => async () => {
    toast.success(message);
    await refresh();
  };

  const approve = useMutation({
    mutationFn: ({ id, shown }: { id: string; name: string; shown: ApproveVerification }) => approveVerification(id, shown),
    onSuccess: (_status, { name }) => done(t('verification.admin.approved', { name }))(),
    onError: (error) => {
      failed(error);
      // The member changed her pictures or name meanwhile: show the request as it is now.
      if (hasServerKey(error, 'verification.changedSinceShown')) void refresh();
    },
  });
  const reject = useMutation({
    mutationFn: ({ id, input }: { id: string; name: string; input: RejectVerification }) => rejectVerification(id, input),
    onSuccess: (_status, { name }) => done(t('verification.admin.rejected', { name }))(),
    onError: failed,
  });
  const revoke = useMutation({
    mutationFn: ({ profileId, reason }: { profileId: string; name: string; reason: string }) => revokeVerification(profileId, reason),
    onSuccess: (_status, { name }) => done(t('verification.admin.revoked', { name }))(),
    onError: failed,
  });
  return { queue, approve, reject, revoke };
}

export type VerificationReview = ReturnType<typeof useVerificationReview>;
