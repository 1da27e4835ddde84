import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClasses } from '../../components/buttonStyles';
import { TextField } from '../../components/form/TextField';
import { adminKeys } from '../../lib/queryKeys';
import { deleteAccountOnRequest } from './adminApi';
import { useAdminFailure } from './adminErrors';
import { StepUpDialog } from './StepUpDialog';

/**
 * "Delete account on request" (privacy policy: deletion by e-mail): the member's e-mail and who
 * asked, then the step-up dialog. An unknown address or an admin's is the server's refusal, toasted.
 */
export function DeletionRequestForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const failed = useAdminFailure();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [requestedBy, setRequestedBy] = useState('');
  const ready = email.trim() !== '' && requestedBy.trim() !== '';

  async function run(confirm: string) {
    try {
      await deleteAccountOnRequest(email.trim(), requestedBy.trim(), confirm);
    } catch (error) {
      failed(t('accountControls.deletion.failed'))(error);
      throw error;
    }
    toast.success(t('accountControls.deletion.done', { email: email.trim() }));
    setEmail('');
    setRequestedBy('');
    await queryClient.invalidateQueries({ queryKey: adminKeys.all });
  }

  return (
    <section aria-labelledby={titleId} className="mt-6 flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
      <h2 id={titleId} className="text-lg font-bold text-sand-900">
        {t('accountControls.deletion.title')}
      </h2>
      <p className="text-sm text-sand-700">{t('accountControls.deletion.hint')}</p>
      <div className="grid gap-3 md:grid-cols-2">
        <TextField label={t('accountControls.deletion.email')} type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <TextField label={t('accountControls.deletion.requestedBy')} value={requestedBy} onChange={(event) => setRequestedBy(event.target.value)} />
      </div>
      <StepUpDialog
        trigger={
          <button type="button" className={`${buttonClasses('danger')} self-start`} disabled={!ready}>
            <Trash2 aria-hidden="true" className="size-5" />
            {t('accountControls.deletion.submit')}
          </button>
        }
        title={t('accountControls.deletion.confirmTitle', { email: email.trim() })}
        description={t('accountControls.deletion.confirmBody')}
        confirmLabel={t('accountControls.deletion.confirmLabel')}
        onConfirm={run}
      />
    </section>
  );
}
