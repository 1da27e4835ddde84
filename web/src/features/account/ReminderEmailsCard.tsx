import { useTranslation } from 'react-i18next';
import { SettingCard } from './SettingCard';
import { useReminderEmails } from './useReminderEmails';

/**
 * The Account page's reminder e-mails (on by default): the 24-hour reminders to reply or to
 * unlock a chat also come by e-mail while no device of the member gets notifications.
 */
export function ReminderEmailsCard() {
  const { t } = useTranslation();
  const { setting, save, busy } = useReminderEmails();
  return (
    <SettingCard
      title={t('accountControls.reminderEmails.title')}
      label={t('accountControls.reminderEmails.setting')}
      hint={t('accountControls.reminderEmails.hint')}
      checked={setting?.enabled}
      busy={busy}
      onChange={save}
    />
  );
}
