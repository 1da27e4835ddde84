import { filterDefaults } from '@mithaq/contract/constants';
import { filtersSchema, type Filters } from '@mithaq/contract/discover';
import { intentionQuestions } from '@mithaq/contract/intentions';

/** Where the Discover filters are kept between visits (local storage). */
export const FILTERS_STORAGE_KEY = 'mithaq_discover_filters';

/** Spec §9 filter defaults: age 18 to 80, height 130 to 200, any country; verified or not; any intentions. */
export function defaultFilters(): Filters {
  return { ageRange: [...filterDefaults.ageRange], heightRange: [...filterDefaults.heightRange], countries: [], verifiedOnly: false, intentions: {} };
}

export function sameFilters(a: Filters, b: Filters): boolean {
  return (
    a.ageRange.join() === b.ageRange.join() &&
    a.heightRange.join() === b.heightRange.join() &&
    [...a.countries].sort().join() === [...b.countries].sort().join() &&
    a.verifiedOnly === b.verifiedOnly &&
    intentionQuestions.every((question) => a.intentions[question] === b.intentions[question])
  );
}

export const isDefaultFilters = (filters: Filters) => sameFilters(filters, defaultFilters());

interface StoredFilters {
  /** The user the filters belong to, so another account on this browser starts from the defaults. */
  owner: string;
  filters: unknown;
}

function readStored(): StoredFilters | null {
  try {
    const raw = localStorage.getItem(FILTERS_STORAGE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (typeof value !== 'object' || value === null) return null;
    const { owner, filters } = value as Partial<StoredFilters>;
    return typeof owner === 'string' ? { owner, filters } : null;
  } catch {
    return null;
  }
}

/** `owner`'s saved filters, or the defaults when there are none or they are not valid any more. */
export function loadFilters(owner: string): Filters {
  const stored = readStored();
  if (!stored || stored.owner !== owner) return defaultFilters();
  const parsed = filtersSchema.safeParse(stored.filters);
  return parsed.success ? parsed.data : defaultFilters();
}

export function saveFilters(owner: string, filters: Filters): void {
  try {
    localStorage.setItem(FILTERS_STORAGE_KEY, JSON.stringify({ owner, filters } satisfies StoredFilters));
  } catch {
    // Storage full or disabled: the filters still apply for this visit.
  }
}
