import { apiPaths } from '@mithaq/contract/endpoints/paths';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClasses } from '../../components/buttonStyles';
import { apiFetch } from '../../lib/api';
import { refusalText } from '../../lib/serverText';

/**
 * Shown when sign-in answers "Invalid login credentials", which is also the answer for an address
 * still to be confirmed: a lost confirmation e-mail is no dead end. The server answers alike for
 * any address and counts it like the other mails (rate limits).
 */
export function ResendConfirmationButton({ email }: { email: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function resend() {
    setBusy(true);
    try {
      await apiFetch(apiPaths.auth.resendConfirmation, { method: 'POST', json: { email }, bearer: false });
      toast.success(t('accountControls.resend.sent', { email }));
    } catch (error) {
      toast.error(refusalText(t, error, t('accountControls.resend.failed')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div role="group" aria-label={t('accountControls.resend.label')} className="flex flex-col gap-2 rounded-xl bg-sand-50 p-3 ring-1 ring-sand-200">
      <p className="text-sm text-sand-800">{t('accountControls.resend.unconfirmedHint')}</p>
      <p className="text-sm text-sand-800">{t('accountControls.resend.hint')}</p>
      <button type="button" className={`${buttonClasses('secondary')} self-start`} disabled={busy} aria-busy={busy} onClick={() => void resend()}>
        <MailCheck aria-hidden="true" className="size-5" />
        {t('accountControls.resend.button')}
      </button>
    </div>
  );
}
