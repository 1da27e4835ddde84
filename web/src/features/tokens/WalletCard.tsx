import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { BuyTokensDialog } from './BuyTokensDialog';
import { useWallet } from './useWallet';

/** The Account page's Token Wallet: balance, the last 4 transactions and Buy Tokens. */
export function WalletCard() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const wallet = useWallet();
  const amount = new Intl.NumberFormat(i18n.language, { signDisplay: 'always' });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-xl font-bold text-sand-900">
          {t('tokens.wallet.title')}
        </h2>
        <BuyTokensDialog />
      </div>
      {wallet.isPending ? <LoadingIndicator size="sm" /> : null}
      {wallet.isError ? <LoadError message={t('tokens.wallet.loadFailed')} onRetry={() => void wallet.refetch()} /> : null}
      {wallet.data ? (
        <>
          <p className="flex items-baseline gap-2">
            <span className="text-sm font-medium text-sand-600">{t('tokens.wallet.balance')}</span>
            <span className="text-2xl font-bold text-brand-900" data-testid="token-balance">
              {t('tokens.wallet.balanceValue', { count: wallet.data.balance })}
            </span>
          </p>
          <div className="flex flex-col gap-2">
            <h3 className="text-base font-semibold text-sand-800">{t('tokens.wallet.recent')}</h3>
            {wallet.data.transactions.length ? (
              <ul className="divide-y divide-sand-200">
                {wallet.data.transactions.map((transaction) => (
                  <li key={transaction.id} className="flex items-center justify-between gap-3 py-2">
                    <span className="flex flex-col">
                      <span className="text-sand-900">{transaction.text}</span>
                      <time dateTime={transaction.createdAt} className="text-sm text-sand-600">
                        {date.format(new Date(transaction.createdAt))}
                      </time>
                    </span>
                    <span className={`font-semibold tabular-nums ${transaction.amount < 0 ? 'text-red-700' : 'text-brand-700'}`}>
                      {amount.format(transaction.amount)}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sand-700">{t('tokens.wallet.none')}</p>
            )}
          </div>
          <p className="text-sm text-sand-600">{t('tokens.wallet.replenished')}</p>
        </>
      ) : null}
    </section>
  );
}
