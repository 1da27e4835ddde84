import { limits } from '@mithaq/contract/constants';
import { reportSchema } from '@mithaq/contract/discover';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/buttonStyles';
import { DANGER_BUTTON } from '../../../components/ConfirmDialog';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { DIALOG_CONTENT, DIALOG_OVERLAY } from '../../../components/dialogStyles';
import { contractText } from '../../../lib/serverText';
import type { ReportOutcome } from './useProfileActions';

interface ReportDialogProps {
  trigger: ReactNode;
  name: string;
  onReport: (reason: string) => Promise<ReportOutcome>;
  /** Where the focus goes on closing, when not back to the trigger (see ConfirmDialog). */
  onCloseAutoFocus?: (event: Event) => void;
  /**
   * The report's category chosen beforehand ('money', 'off_app'…: the chat's scam shield
   * warnings). Issue 27's report categories use it; until they are in, the reason is typed as before.
   */
  initialCategory?: 'money' | 'off_app';
}

/** Asks for a reason (10 to 50 characters, the contract's rule and messages) and sends the report. */
export function ReportDialog({ trigger, name, onReport, onCloseAutoFocus }: ReportDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setReason('');
    setError(null);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = reportSchema.shape.reason.safeParse(reason);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? '';
      setError(contractText(t, message));
      return;
    }
    setBusy(true);
    const result = await onReport(checked.data);
    setBusy(false);
    if (result.outcome !== 'failed') onOpenChange(false);
    else if (result.reasonError) setError(result.reasonError);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY} />
        <Dialog.Content className={DIALOG_CONTENT} onCloseAutoFocus={onCloseAutoFocus}>
          <Dialog.Title className="text-xl font-bold text-sand-900">{t('discover.report.title', { name })}</Dialog.Title>
          <Dialog.Description className="text-sand-700">{t('discover.report.description')}</Dialog.Description>
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
            <TextAreaField
              label={t('discover.report.reason')}
              rows={3}
              value={reason}
              error={error}
              onChange={(event) => {
                setReason(event.target.value);
                setError(null);
              }}
            />
            <p className="-mt-2 text-end text-sm text-sand-600" aria-hidden="true">
              {t('discover.report.count', { count: reason.trim().length, max: limits.reportReasonMax })}
            </p>
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close className={buttonClasses('secondary')}>{t('common.cancel')}</Dialog.Close>
              <button type="submit" className={DANGER_BUTTON} aria-disabled={busy}>
                {busy ? t('discover.report.submitting') : t('discover.report.submit')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
