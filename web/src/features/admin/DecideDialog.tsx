import { adminMessages } from '@mithaq/contract/admin';
import { decisions, decisionSchema, steppedUpDecisions, type Decision, type DecisionInput } from '@mithaq/contract/reports';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';
import { DIALOG_CONTENT, DIALOG_OVERLAY } from '../../components/dialogStyles';
import { FormAlert } from '../../components/form/FormAlert';
import { LABEL } from '../../components/form/fieldStyles';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextAreaField } from '../../components/form/TextAreaField';
import { contractText, serverText } from '../../lib/serverText';
import { validateForm } from '../auth/public';
import { isStepUpRefusal } from './adminErrors';
import { StepUpField } from './StepUpDialog';

interface DecideDialogProps {
  name: string;
  busy: boolean;
  /** Resolves once the server recorded the decision (the dialog then closes); rejects to keep it open. */
  onSubmit: (input: DecisionInput) => Promise<unknown>;
}

/**
 * "Decide": warning, suspension, ban or no action, always with a reason; a suspension or a ban
 * also asks for a fresh authenticator code (as the status switch does). Optionally closes every
 * open report about the member with the same decision.
 */
export function DecideDialog({ name, busy, onSubmit }: DecideDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [decision, setDecision] = useState<Decision>('warning');
  const [reason, setReason] = useState('');
  const [applyToAll, setApplyToAll] = useState(false);
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const groupName = useId();
  const steppedUp = steppedUpDecisions.includes(decision);

  const reset = (next: boolean) => {
    setOpen(next);
    setDecision('warning');
    setReason('');
    setApplyToAll(false);
    setConfirm('');
    setError(null);
  };

  async function submit() {
    const validation = validateForm(decisionSchema, { decision, reason, applyToAll, ...(steppedUp ? { confirm } : {}) });
    if (!validation.ok) return setError(contractText(t, validation.error.message));
    if (steppedUp && !confirm) return setError(contractText(t, adminMessages.confirmRequired));
    setError(null);
    try {
      await onSubmit(validation.data);
      reset(false);
    } catch (cause) {
      // A refused code is said here; other failures were toasted. The form stays as typed.
      if (isStepUpRefusal(cause)) setError(serverText(t, cause));
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={reset}>
      <Dialog.Trigger className={buttonClasses('primary')} aria-label={t('admin.reports.decide.openLabel', { name })}>
        {t('admin.reports.decide.open')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY} />
        <Dialog.Content className={DIALOG_CONTENT}>
          <Dialog.Title className="text-xl font-bold text-sand-900">{t('admin.reports.decide.title', { name })}</Dialog.Title>
          <Dialog.Description className="text-sand-700">{t('admin.reports.decide.description')}</Dialog.Description>
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <fieldset className="flex flex-col gap-1.5">
              <legend className={`${LABEL} mb-1.5`}>{t('admin.reports.decide.legend')}</legend>
              <div className="grid grid-cols-2 gap-2">
                {decisions.map((value) => (
                  <label
                    key={value}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-sand-300 bg-white px-3 has-checked:border-brand-600 has-checked:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
                  >
                    <input
                      type="radio"
                      name={groupName}
                      value={value}
                      checked={decision === value}
                      onChange={() => setDecision(value)}
                      className="size-4 accent-brand-700"
                    />
                    {t(`admin.reports.decide.options.${value}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <TextAreaField label={t('admin.reports.decide.reason')} rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
            <label className="flex items-center gap-3 text-sand-900">
              <input type="checkbox" className="size-5 accent-brand-700" checked={applyToAll} onChange={(event) => setApplyToAll(event.target.checked)} />
              {t('admin.reports.decide.applyToAll')}
            </label>
            {steppedUp ? <StepUpField value={confirm} onChange={setConfirm} /> : null}
            <FormAlert message={error} />
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close className={buttonClasses('secondary')}>{t('common.cancel')}</Dialog.Close>
              <div className="min-w-32">
                <SubmitButton label={t('admin.reports.decide.submit')} busyLabel={t('admin.reports.decide.busy')} busy={busy} />
              </div>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
