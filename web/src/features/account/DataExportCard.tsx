import { apiPaths } from '@mithaq/contract/endpoints/paths';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClasses } from '../../components/buttonStyles';
import { apiFetch } from '../../lib/api';
import { saveFile } from '../../lib/saveFile';
import { errorText } from '../../lib/serverText';

/** The file's name: the day it was made, as the server names it. */
const fileName = (now: Date) => `mithaq-data-${now.toISOString().slice(0, 10)}.json`;

/** "Download my data": one JSON file of everything held about the member (GET /api/account/export). */
export function DataExportCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const data = await apiFetch<unknown>(apiPaths.account.export);
      saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName(new Date()));
      toast.success(t('account.export.done'));
    } catch (error) {
      toast.error(t('account.export.failed', { message: errorText(t, error) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
      <h2 id={titleId} className="text-lg font-semibold text-sand-900">
        {t('account.export.title')}
      </h2>
      <p className="text-sand-700">{t('account.export.description')}</p>
      <button type="button" className={`${buttonClasses('secondary')} self-start`} disabled={busy} onClick={() => void download()}>
        <Download aria-hidden="true" className="size-5" />
        {busy ? t('account.export.preparing') : t('account.export.download')}
      </button>
    </section>
  );
}
