import type { Filters } from '@mithaq/contract/discover';
import { useCallback, useState } from 'react';
import { useSession } from '../../lib/session';
import { loadFilters, saveFilters } from './filterStorage';

/** The signed-in user's Discover filters, restored from and saved to local storage. */
export function useDiscoverFilters() {
  const owner = useSession().user?.id ?? '';
  const [filters, setFilters] = useState<Filters>(() => loadFilters(owner));
  const apply = useCallback(
    (next: Filters) => {
      saveFilters(owner, next);
      setFilters(next);
    },
    [owner],
  );
  return { filters, apply };
}
