import { chatMessages } from '@mithaq/contract/chat';
import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';
import { DIALOG_CONTENT, DIALOG_OVERLAY } from '../../components/dialogStyles';
import { contractText } from '../../lib/serverText';

interface ContactConfirmDialogProps {
  /** Open while a message the server asked about waits for the member's answer. */
  open: boolean;
  onSendAnyway: () => void;
  /** Closing the dialog any other way (Escape too) is "Edit message": nothing is sent. */
  onEdit: () => void;
}

/**
 * The scam shield's question, asked once per chat before a message that shares a phone number,
 * an e-mail address, a link or a messenger handle is sent. The server decides when to ask; its
 * text is the contract's (chat.confirmContact). The focus starts on "Edit message".
 */
export function ContactConfirmDialog({ open, onSendAnyway, onEdit }: ContactConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onEdit()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={DIALOG_OVERLAY} />
        <AlertDialog.Content className={DIALOG_CONTENT}>
          <AlertDialog.Title className="text-xl font-bold text-sand-900">{t('chat.shield.confirmTitle')}</AlertDialog.Title>
          <AlertDialog.Description className="text-sand-700">{contractText(t, chatMessages.confirmContact)}</AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses('primary')}>{t('chat.shield.edit')}</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses('secondary')}
              onClick={(event) => {
                // Closed by the parent once the message is on its way, not as a cancel (which would edit it).
                event.preventDefault();
                onSendAnyway();
              }}
            >
              {t('chat.shield.sendAnyway')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
