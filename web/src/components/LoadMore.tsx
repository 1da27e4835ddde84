import { useTranslation } from 'react-i18next';
import { buttonClasses } from './buttonStyles';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  /** What the button says (the admin tables' 'Load more' unless told). */
  label?: string;
}

/** 'Load more' under a paged list (the admin tables, the Liked grid) while the server has more pages. */
export function LoadMore({ hasMore, loading, onMore, label }: LoadMoreProps) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <button type="button" className={`${buttonClasses('secondary')} self-center`} disabled={loading} aria-busy={loading} onClick={onMore}>
      {loading ? t('common.loading') : (label ?? t('admin.loadMore'))}
    </button>
  );
}
