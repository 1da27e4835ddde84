import type { ReplyRate } from '@mithaq/contract/replyRate';
import { MessageCircleReply } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconLine } from '../../../components/IconLine';

/**
 * The member's reply rate on their card (issue 28): shown only once the server has one to give
 * (5 unlocked chats; contract/src/replyRate.ts), else nothing.
 */
export function ReplyRateLine({ rate }: { rate: ReplyRate | null | undefined }) {
  const { t } = useTranslation();
  if (!rate) return null;
  return <IconLine icon={MessageCircleReply}>{t(`replyOrRelease.replyRate.${rate}`)}</IconLine>;
}
