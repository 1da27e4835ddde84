import { useLayoutEffect, useRef } from 'react';
import type { UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { MessageBubble } from './MessageBubble';
import type { ShieldReport } from './ShieldNote';
import { dayLabel, groupByDay } from './messageDays';
import type { MessageView } from './messageViews';

/** How close to the top (px) scrolling up starts loading the page before. */
const LOAD_OLDER_THRESHOLD = 120;
/** How close to the bottom (px) still counts as "at the newest message": new ones scroll into view. */
const STICK_TO_BOTTOM = 120;

interface MessageListProps {
  messages: readonly MessageView[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
  /** Reporting the other member from a warned message (none: no Report button). */
  report?: ShieldReport;
}

/**
 * The conversation, grouped by day, newest at the bottom. Scrolling near the top loads older
 * messages (keeping the reader's place); a new message scrolls into view if the reader was at
 * the bottom or wrote it.
 */
export function MessageList({ messages, hasOlder, loadingOlder, onLoadOlder, onRetry, report }: MessageListProps) {
  const { t, i18n } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const distanceFromBottom = useRef(0);
  const firstKey = messages[0]?.key;
  const last = messages.at(-1);
  // Pending and failed messages stay last, so a newer stored one can arrive above them.
  const newestStoredKey = [...messages].reverse().find((message) => message.state === 'sent' || message.state === 'read')?.key;

  const now = new Date();
  const groups = groupByDay(messages, (date) => dayLabel(t, date, now, i18n.language));

  // Older messages were added above: keep the same message under the reader's eyes.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight - distanceFromBottom.current;
  }, [firstKey]);

  // A newer message: follow it if the reader was at the bottom, or if it is their own.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (distanceFromBottom.current < STICK_TO_BOTTOM || last?.mine) element.scrollTop = element.scrollHeight;
  }, [last?.key, last?.mine, newestStoredKey]);

  const loadOlder = () => {
    if (hasOlder && !loadingOlder) onLoadOlder();
  };
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    distanceFromBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight;
    if (element.scrollTop < LOAD_OLDER_THRESHOLD) loadOlder();
  };

  return (
    <div
      ref={scroller}
      // A log: new messages are read out politely as they arrive (aria-live spelled out for the
      // screen readers that do not give role=log its implicit politeness).
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={t('chat.list.label')}
      // Focusable, so the keyboard can scroll back through a long conversation (messages are text).
      tabIndex={0}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain rounded-2xl bg-sand-100/60 px-3 py-4"
    >
      {hasOlder ? (
        <div className="flex justify-center pb-3">
          {loadingOlder ? (
            <LoadingIndicator size="sm" message={t('chat.list.loadingOlder')} />
          ) : (
            <button type="button" onClick={loadOlder} className="min-h-9 rounded-full px-3 text-sm font-semibold text-brand-800 hover:bg-sand-200">
              {t('chat.list.loadOlder')}
            </button>
          )}
        </div>
      ) : null}
      {groups.length === 0 ? <p className="py-10 text-center text-sand-600">{t('chat.list.empty')}</p> : null}
      {groups.map((group) => (
        <section key={group.key} aria-label={group.label} className="flex flex-col gap-2 pb-3">
          <h2 className="sticky top-0 self-center rounded-full bg-sand-200/90 px-3 py-0.5 text-xs font-semibold text-sand-700">{group.label}</h2>
          <ol className="flex flex-col gap-2">
            {group.items.map((message) => (
              <MessageBubble key={message.key} message={message} onRetry={onRetry} report={report} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
