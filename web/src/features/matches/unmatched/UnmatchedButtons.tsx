import { tokenEconomy } from '@mithaq/contract/constants';
import { useTranslation } from 'react-i18next';
import { buttonClasses, type ButtonVariant } from '../../../components/buttonStyles';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

interface ConfirmButtonProps {
  name: string;
  busy: boolean;
  onConfirm: () => void;
  variant?: ButtonVariant;
}

const SMALL = 'min-h-10 px-3 py-1.5 text-sm';

/** A compact button look for table rows and dialog footers. */
export const actionButton = (variant: ButtonVariant) => `${buttonClasses(variant)} ${SMALL}`;

/** 'Rematch (3 tokens)', asking 'Rematch with {name}?' first. */
export function RematchButton({ name, busy, onConfirm, variant = 'primary' }: ConfirmButtonProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      trigger={
        <button type="button" disabled={busy} className={actionButton(variant)}>
          {t('unmatched.rematch', { count: tokenEconomy.rematchCost })}
        </button>
      }
      title={t('unmatched.rematchConfirmTitle', { name })}
      description={t('unmatched.rematchConfirmText', { count: tokenEconomy.rematchCost })}
      confirmLabel={t('unmatched.rematchConfirm')}
      onConfirm={onConfirm}
    />
  );
}

/** 'Remove Forever', confirmed first because it cannot be taken back. */
export function RemoveForeverButton({ name, busy, onConfirm }: ConfirmButtonProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      trigger={
        <button type="button" disabled={busy} className={actionButton('danger')}>
          {t('unmatched.removeForever')}
        </button>
      }
      title={t('unmatched.removeConfirmTitle', { name })}
      description={t('unmatched.removeConfirmText', { name })}
      confirmLabel={t('unmatched.removeForever')}
      onConfirm={onConfirm}
      destructive
    />
  );
}
