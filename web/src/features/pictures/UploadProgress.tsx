import { useTranslation } from 'react-i18next';

interface UploadProgressProps {
  /** 'Preparing upload...', 'Uploading picture X of Y...' and so on. */
  status: string;
  /** 0 to 100, or null before there is anything to measure. */
  percent: number | null;
}

/** Upload status text over a progress bar fed by the browser's real upload progress. */
export function UploadProgress({ status, percent }: UploadProgressProps) {
  const { t, i18n } = useTranslation();
  const value = percent === null ? null : Math.round(percent);
  const percentText = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  return (
    <div className="flex flex-col gap-2" aria-live="polite">
      <p className="text-sm font-medium text-sand-800">{status}</p>
      <div
        role="progressbar"
        aria-label={t('pictures.uploadProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value ?? undefined}
        aria-valuetext={value === null ? status : percentText.format(value / 100)}
        className="h-2 overflow-hidden rounded-full bg-sand-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] motion-reduce:transition-none" style={{ width: `${value ?? 0}%` }} />
      </div>
    </div>
  );
}
