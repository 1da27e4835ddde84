import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { reminderEmailsKey } from '../../lib/queryKeys';
import { useSession } from '../../lib/session';
import { fetchReminderEmails, saveReminderEmails } from './accountApi';

/** Whether the member's reminders also come by e-mail; saving puts the server's answer in the cache. */
export function useReminderEmails() {
  const { t } = useTranslation();
  const key = reminderEmailsKey(useSession().user?.id);
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: key, queryFn: fetchReminderEmails, enabled: key[2] !== 'none' });
  const mutation = useMutation({
    mutationFn: saveReminderEmails,
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
    onError: () => toast.error(t('accountControls.marketing.saveFailed')),
  });
  return { setting: query.data, save: (enabled: boolean) => mutation.mutate(enabled), busy: mutation.isPending };
}
