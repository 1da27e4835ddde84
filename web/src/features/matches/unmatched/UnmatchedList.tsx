import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { useWallet } from '../../tokens/public';
import { useUnmatchedMatches } from '../useMatchLists';
import { UnmatchedDialog, type UnmatchedView } from './UnmatchedDialog';
import { UnmatchedRow } from './UnmatchedRow';
import { useUnmatchedActions } from './useUnmatchedActions';

const HEADER = 'pb-2 pe-3 text-start text-xs font-semibold tracking-wide text-sand-600 uppercase';

function TokenBalance() {
  const { t } = useTranslation();
  const wallet = useWallet();
  if (!wallet.data) return null;
  return (
    <p className="flex items-baseline gap-2">
      <span className="text-sm font-medium text-sand-600">{t('unmatched.balance')}</span>
      <span className="text-lg font-bold text-brand-900" data-testid="unmatched-balance">
        {t('tokens.wallet.balanceValue', { count: wallet.data.balance })}
      </span>
    </p>
  );
}

/** The Unmatched list (its own page and the Liked page's tab): token balance, the table, its dialogs. */
export function UnmatchedList() {
  const { t } = useTranslation();
  const query = useUnmatchedMatches();
  const actions = useUnmatchedActions();
  const [open, setOpen] = useState<{ id: string; view: UnmatchedView } | null>(null);
  const openMatch = open ? query.data?.find((match) => match.id === open.id) : undefined;
  const close = () => setOpen(null);

  let body;
  if (query.isError) body = <LoadError message={t('unmatched.loadFailed')} onRetry={() => void query.refetch()} />;
  else if (!query.data) body = <LoadingIndicator />;
  else if (query.data.length === 0) body = <EmptyState text={t('unmatched.empty')} />;
  else {
    body = (
      <div className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-sand-200">
        <table aria-label={t('unmatched.tableLabel')} className="w-full table-fixed border-collapse">
          <thead>
            <tr className="border-b border-sand-200">
              <th scope="col" className={HEADER}>{t('unmatched.columns.profile')}</th>
              <th scope="col" className={HEADER}>{t('unmatched.columns.lastMessage')}</th>
              <th scope="col" className={`${HEADER} text-end`}>{t('unmatched.columns.actions')}</th>
            </tr>
          </thead>
          <tbody data-focus-group className="divide-y divide-sand-200">
            {query.data.map((match) => (
              <UnmatchedRow
                key={match.id}
                match={match}
                busy={actions.busyId === match.id}
                onViewProfile={() => setOpen({ id: match.id, view: 'profile' })}
                onRematch={() => void actions.rematch(match)}
              />
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <TokenBalance />
      {body}
      <UnmatchedDialog
        match={openMatch}
        view={open?.view ?? 'profile'}
        busy={openMatch !== undefined && actions.busyId === openMatch.id}
        onView={(view) => setOpen((current) => (current ? { ...current, view } : current))}
        onRematch={(match) => void actions.rematch(match).then(close)}
        onRemove={(match) => void actions.removeForever(match).then((removed) => removed && close())}
        onClose={close}
      />
    </div>
  );
}
