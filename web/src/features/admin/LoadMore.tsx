import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}

/** 'Load more' under an admin list while the server has more pages. */
export function LoadMore({ hasMore, loading, onMore }: LoadMoreProps) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <button type="button" className={`${buttonClasses('secondary')} self-center`} disabled={loading} aria-busy={loading} onClick={onMore}>
      {loading ? t('common.loading') : t('admin.loadMore')}
    </button>
  );
}
