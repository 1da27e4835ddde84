import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../components/LoadError';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { useLoadFailure } from './useAdminData';

interface ReviewQueueProps<T> {
  query: UseQueryResult<T>;
  /** Said in a toast and beside Retry when the queue cannot be read. */
  loadFailed: string;
  /** The line above the cards ("2 photos waiting for review"). */
  summary: (data: T) => string;
  /** One card a waiting item; none: `empty` is said instead. */
  cards: (data: T) => ReactNode[];
  empty: string;
}

/** A moderators' review tab (Verification, Photos, Stories): loading, failure with Retry, how many wait, their cards. */
export function ReviewQueuePanel<T>({ query, loadFailed, summary, cards, empty }: ReviewQueueProps<T>) {
  useLoadFailure(query.error, loadFailed);
  const shown = query.data === undefined ? null : cards(query.data);
  return (
    <div className="flex flex-col gap-4">
      {query.isPending ? <LoadingIndicator size="md" /> : null}
      {query.isError ? <LoadError message={loadFailed} onRetry={() => void query.refetch()} /> : null}
      {query.data !== undefined && shown ? (
        <>
          <p className="text-sand-700">{summary(query.data)}</p>
          {shown.length ? shown : <p className="rounded-2xl bg-white p-6 text-center text-sand-700 ring-1 ring-sand-200">{empty}</p>}
        </>
      ) : null}
    </div>
  );
}
