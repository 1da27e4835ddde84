import { Coins, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';
import { DIALOG_CONTENT, DIALOG_OVERLAY } from '../../components/dialogStyles';

/** 'Buy Tokens': purchases are not open yet, and the dialog says so (spec §1). */
export function BuyTokensDialog() {
  const { t } = useTranslation();
  return (
    <Dialog.Root>
      <Dialog.Trigger className={buttonClasses('primary')}>
        <Coins aria-hidden="true" className="size-5" />
        {t('tokens.wallet.buy')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY} />
        <Dialog.Content className={DIALOG_CONTENT}>
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-sand-900">{t('tokens.wallet.buy')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('common.close')}
              className="-m-2 inline-flex size-11 items-center justify-center rounded-lg text-sand-700 hover:bg-sand-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-sand-700">{t('tokens.messages.purchaseComingSoon')}</Dialog.Description>
          <p className="text-sm text-sand-600">{t('tokens.wallet.replenished')}</p>
          <Dialog.Close className={`${buttonClasses('secondary')} self-end`}>{t('common.close')}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
