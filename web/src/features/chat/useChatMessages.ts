import type { MessagePage } from '@mithaq/contract/chat';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { chatKeys } from '../../lib/queryKeys';
import { fetchMessages } from './chatApi';
import type { MessagesData, PageCursor } from './messageCache';

/**
 * A chat's history: the newest page first, older pages as the user scrolls up (`before` the
 * oldest held). Realtime events and catch-up add new messages to the cached newest page.
 * A failed load (first page or older) says 'Failed to load messages. Please try again.'.
 */
export function useChatMessages(matchId: string) {
  const { t } = useTranslation();
  const query = useInfiniteQuery<MessagePage, Error, MessagesData, ReturnType<typeof chatKeys.messages>, PageCursor>({
    queryKey: chatKeys.messages(matchId),
    queryFn: ({ pageParam }) => fetchMessages(matchId, { before: pageParam }),
    initialPageParam: undefined,
    getNextPageParam: (page) => (page.hasMore ? page.messages[0]?.seq : undefined),
  });
  const { errorUpdatedAt } = query;
  useEffect(() => {
    if (errorUpdatedAt) toast.error(t('chat.messages.loadMessagesFailed'));
  }, [errorUpdatedAt, t]);
  return query;
}
