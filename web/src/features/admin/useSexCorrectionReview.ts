import type { AdminSexCorrection } from '@mithaq/contract/sexCorrection';
import { useTranslation } from 'react-i18next';
import { adminKeys } from '../../lib/queryKeys';
import { decideSexCorrection, fetchSexCorrections } from './sexCorrectionsApi';
import { useReviewQueue } from './useReviewQueue';

type Decision = { request: AdminSexCorrection; decision: 'correct' | 'decline' };

/** The Corrections tab's requests and their decision. */
export function useSexCorrectionReview() {
  const { t } = useTranslation();
  return useReviewQueue({
    queryKey: adminKeys.sexCorrections,
    fetchList: fetchSexCorrections,
    send: ({ request, decision }: Decision) => decideSexCorrection(request.id, decision),
    doneText: ({ request, decision }) => {
      const said = decision === 'correct' ? 'admin.sexCorrections.corrected' : 'admin.sexCorrections.declined';
      return t(said, { name: request.name, sex: t(`profiles.sexes.${request.requestedSex}`) });
    },
    failedText: t('admin.sexCorrections.failed'),
  });
}

export type SexCorrectionReview = ReturnType<typeof useSexCorrectionReview>;
