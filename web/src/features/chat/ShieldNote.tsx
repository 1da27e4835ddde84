import type { ShieldWarning } from '@mithaq/contract/chat';
import { Info, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ReportDialog, type ReportDetails, type ReportOutcome } from '../profiles/public';

/** Reporting the chat's other member from a warned message: the chat's own report flow. */
export interface ShieldReport {
  name: string;
  onReport: (details: ReportDetails) => Promise<ReportOutcome>;
}

/** The report category each warning presets. */
const CATEGORY = { money: 'money', contact: 'off_app' } as const satisfies Record<ShieldWarning, string>;

interface ShieldNoteProps {
  /** The bubble points at the note with aria-describedby. */
  id: string;
  warning: ShieldWarning;
  report?: ShieldReport;
}

/**
 * The scam shield's note beside a received message: calm for a way to talk outside Mithaq,
 * stronger for asking for money; each with one tap to report. The sender never sees it.
 */
export function ShieldNote({ id, warning, report }: ShieldNoteProps) {
  const { t } = useTranslation();
  const money = warning === 'money';
  const Icon = money ? ShieldAlert : Info;
  return (
    <div
      id={id}
      role="note"
      className={`flex max-w-[80%] items-start gap-2 rounded-xl px-3 py-2 text-sm ${
        money ? 'bg-red-50 font-medium text-red-900 ring-1 ring-red-300' : 'bg-sand-100 text-sand-800 ring-1 ring-sand-200'
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="flex-1">{money ? t('chat.shield.moneyNote') : t('chat.shield.contactNote')}</p>
      {report ? (
        <ReportDialog
          name={report.name}
          onReport={report.onReport}
          initialCategory={CATEGORY[warning]}
          trigger={
            <button
              type="button"
              className={`min-h-8 shrink-0 rounded-md px-2 font-semibold underline ${money ? 'text-red-800 hover:text-red-950' : 'text-brand-800 hover:text-brand-950'}`}
            >
              {t('chat.shield.report')}
            </button>
          }
        />
      ) : null}
    </div>
  );
}
