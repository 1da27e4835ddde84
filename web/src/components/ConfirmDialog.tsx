import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from './buttonStyles';
import { DIALOG_CONTENT, DIALOG_OVERLAY } from './dialogStyles';

interface ConfirmDialogProps {
  /** The control that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** Red confirm button for actions that destroy something. */
  destructive?: boolean;
  /** Where the focus goes on closing, when not back to the trigger (radix's default): e.g. the trigger is gone. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** The red confirm button; kept as a name for callers outside this file (buttonClasses('danger')). */
export const DANGER_BUTTON = buttonClasses('danger');

/** "Are you sure?" before an action that cannot be taken back; focus starts on Cancel. */
export function ConfirmDialog({ trigger, title, description, confirmLabel, onConfirm, destructive = false, onCloseAutoFocus }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={DIALOG_OVERLAY} />
        <AlertDialog.Content className={DIALOG_CONTENT} onCloseAutoFocus={onCloseAutoFocus}>
          <AlertDialog.Title className="text-xl font-bold text-sand-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sand-700">{description}</AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses('secondary')}>{t('common.cancel')}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClasses(destructive ? 'danger' : 'primary')} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
