import { clientPaths as paths } from '@mithaq/contract/routes';
import type { AdminSexCorrection } from '@mithaq/contract/sexCorrection';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { adminKeys } from '../../lib/queryKeys';
import { adminErrorText, isAccessRefused } from './adminErrors';
import { decideSexCorrection, fetchSexCorrections } from './sexCorrectionsApi';

type Decision = { request: AdminSexCorrection; decision: 'correct' | 'decline' };

/** The Corrections tab's requests and their decision; a success refreshes the whole admin cache (the audit log too). */
export function useSexCorrectionReview() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = useQuery({ queryKey: adminKeys.sexCorrections, queryFn: fetchSexCorrections });
  const decide = useMutation({
    mutationFn: ({ request, decision }: Decision) => decideSexCorrection(request.id, decision),
    onSuccess: async (_done, { request, decision }) => {
      const said = decision === 'correct' ? 'admin.sexCorrections.corrected' : 'admin.sexCorrections.declined';
      toast.success(t(said, { name: request.name, sex: t(`profiles.sexes.${request.requestedSex}`) }));
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      if (isAccessRefused(error)) void navigate(paths.adminLogin, { replace: true });
      else toast.error(adminErrorText(t, error, t('admin.sexCorrections.failed')));
    },
  });
  return { list, decide };
}

export type SexCorrectionReview = ReturnType<typeof useSexCorrectionReview>;
