import { Check, CheckCheck, CircleAlert, Clock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMessageTime } from './messageDays';
import type { MessageView } from './messageViews';
import { ShieldNote, type ShieldReport } from './ShieldNote';

interface MessageBubbleProps {
  message: MessageView;
  onRetry: (clientId: string) => void;
  report?: ShieldReport;
}

function StateIcon({ state }: { state: MessageView['state'] }) {
  const { t } = useTranslation();
  if (state === 'sending') return <Clock role="img" aria-label={t('chat.message.sending')} className="size-3.5" />;
  if (state === 'read') return <CheckCheck role="img" aria-label={t('chat.message.read')} className="size-3.5" />;
  if (state === 'sent') return <Check aria-hidden="true" className="size-3.5" />;
  return null;
}

/** One message: own ones at the end side in the brand colour, the other's at the start side. */
export function MessageBubble({ message, onRetry, report }: MessageBubbleProps) {
  const { t, i18n } = useTranslation();
  const { mine, state, clientId, warning } = message;
  const noteId = useId();
  return (
    <li data-testid="chat-message" className={`flex flex-col gap-1 ${mine ? 'items-end' : 'items-start'}`}>
      <div
        className={`max-w-[80%] rounded-2xl px-3.5 py-2 break-words whitespace-pre-wrap ${
          mine ? 'rounded-ee-sm bg-brand-700 text-white' : 'rounded-es-sm bg-white text-sand-900 ring-1 ring-sand-200'
        } ${state === 'sending' ? 'opacity-70' : ''} ${state === 'failed' ? 'ring-2 ring-red-600' : ''} ${warning === 'money' ? 'ring-2 ring-red-600' : ''}`}
        aria-describedby={warning ? noteId : undefined}
      >
        {mine ? <span className="sr-only">{t('chat.message.mine')}: </span> : null}
        {/* The message reads in its own direction, whatever the app's language. */}
        <p dir="auto">{message.content}</p>
      </div>
      {warning ? <ShieldNote id={noteId} warning={warning} report={report} /> : null}
      <div className="flex items-center gap-1.5 px-1 text-xs text-sand-600">
        <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt, i18n.language)}</time>
        {mine ? <StateIcon state={state} /> : null}
        {state === 'failed' && clientId ? (
          <>
            <span className="inline-flex items-center gap-1 font-medium text-red-700">
              <CircleAlert aria-hidden="true" className="size-3.5" />
              {t('chat.message.failed')}
            </span>
            <button
              type="button"
              onClick={() => onRetry(clientId)}
              className="min-h-8 rounded-md px-2 font-semibold text-brand-800 underline hover:text-brand-950"
            >
              {t('chat.message.retry')}
            </button>
          </>
        ) : null}
      </div>
    </li>
  );
}
