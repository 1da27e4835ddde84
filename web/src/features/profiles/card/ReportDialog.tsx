import { limits } from '@mithaq/contract/constants';
import { reportCategories, reportMessages, reportReasonProblem, type ReportCategory } from '@mithaq/contract/reports';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/buttonStyles';
import { DANGER_BUTTON } from '../../../components/ConfirmDialog';
import { FieldError } from '../../../components/form/FieldError';
import { LABEL } from '../../../components/form/fieldStyles';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { DIALOG_CONTENT, DIALOG_OVERLAY } from '../../../components/dialogStyles';
import { contractText } from '../../../lib/serverText';
import type { ReportDetails, ReportOutcome } from './useProfileActions';

interface ReportDialogProps {
  trigger: ReactNode;
  name: string;
  onReport: (details: ReportDetails) => Promise<ReportOutcome>;
  /** Preselected when the dialog opens (a chat warning's "Report" passes 'money' or 'off_app'). */
  initialCategory?: ReportCategory;
  /** Where the focus goes on closing, when not back to the trigger (see ConfirmDialog). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Asks what happened (one of the contract's categories) and, optionally, a few words (10 to 50
 * characters, required for "Something else": the contract's rule and messages), then reports.
 */
export function ReportDialog({ trigger, name, onReport, initialCategory, onCloseAutoFocus }: ReportDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [category, setCategory] = useState<ReportCategory | null>(initialCategory ?? null);
  const [reason, setReason] = useState('');
  const [categoryError, setCategoryError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const groupName = useId();
  const categoryErrorId = useId();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setCategory(initialCategory ?? null);
    setReason('');
    setError(null);
    setCategoryError(null);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!category) {
      setCategoryError(contractText(t, reportMessages.categoryInvalid));
      return;
    }
    const problem = reportReasonProblem(category, reason);
    if (problem) {
      setError(contractText(t, problem));
      return;
    }
    setBusy(true);
    const result = await onReport({ category, reason: reason.trim() || null });
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
            <fieldset className="flex flex-col gap-1.5" aria-describedby={categoryError ? categoryErrorId : undefined}>
              <legend className={`${LABEL} mb-1.5`}>{t('discover.report.categoryLegend')}</legend>
              <div className="flex flex-col gap-1.5">
                {reportCategories.map((value) => (
                  <label
                    key={value}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-sand-300 bg-white px-3 has-checked:border-brand-600 has-checked:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
                  >
                    <input
                      type="radio"
                      name={groupName}
                      value={value}
                      checked={category === value}
                      onChange={() => {
                        setCategory(value);
                        setCategoryError(null);
                        setError(null);
                      }}
                      className="size-4 accent-brand-700"
                    />
                    {t(`discover.report.categories.${value}`)}
                  </label>
                ))}
              </div>
              <FieldError id={categoryErrorId} message={categoryError} />
            </fieldset>
            <TextAreaField
              label={category === 'other' ? t('discover.report.detailsRequired') : t('discover.report.details')}
              rows={2}
              max={limits.reportReasonMax}
              value={reason}
              error={error}
              onChange={(event) => {
                setReason(event.target.value);
                setError(null);
              }}
            />
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
