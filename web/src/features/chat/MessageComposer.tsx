import { MESSAGE_MAX_LENGTH } from '@mithaq/contract/chat';
import { SendHorizontal } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactConfirmDialog } from './ContactConfirmDialog';

interface MessageComposerProps {
  /** Answers false when the message was not sent (a guard stopped it): the draft then stays. */
  onSend: (text: string) => boolean;
  /** Locked chat: visible but not usable. */
  disabled?: boolean;
  /** The scam shield's question about a sent text (null: none): "Send anyway" or "Edit message". */
  asking?: string | null;
  onSendAnyway?: () => void;
  /** Answers the text the member goes back to editing. */
  onEdit?: () => string;
}

/** 'Type a message...': Enter sends, Shift+Enter starts a new line. */
export function MessageComposer({ onSend, disabled = false, asking = null, onSendAnyway, onEdit }: MessageComposerProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');

  const submit = () => {
    if (!disabled && onSend(draft)) setDraft('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method is composing a character only confirms that character.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  // The text comes back to edit unless the member has started another one meanwhile.
  const edit = () => {
    const text = onEdit?.() ?? '';
    setDraft((current) => (current.trim() ? current : text));
  };

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2">
      <ContactConfirmDialog open={asking !== null} onSendAnyway={() => onSendAnyway?.()} onEdit={edit} />
      <textarea
        aria-label={t('chat.input.label')}
        placeholder={t('chat.input.placeholder')}
        rows={1}
        maxLength={MESSAGE_MAX_LENGTH}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        className="field-sizing-content max-h-36 min-h-11 flex-1 resize-none rounded-2xl border border-sand-300 bg-white px-4 py-2.5 text-base text-sand-900 placeholder:text-sand-500 focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40 disabled:cursor-not-allowed disabled:bg-sand-100"
      />
      <button
        type="submit"
        aria-label={t('chat.input.send')}
        disabled={disabled}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <SendHorizontal aria-hidden="true" className="size-5 rtl:rotate-180" />
      </button>
    </form>
  );
}
