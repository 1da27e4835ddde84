import { limits } from '@mithaq/contract/constants';
import type { Filters } from '@mithaq/contract/discover';
import { SlidersHorizontal } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/buttonStyles';
import { CountryPicker } from './CountryPicker';
import { DIALOG_CONTENT, DIALOG_OVERLAY } from '../../components/dialogStyles';
import { defaultFilters, isDefaultFilters } from './filterStorage';
import { IntentionFilters } from './IntentionFilters';
import { RangeField } from './RangeField';

interface FiltersDialogProps {
  filters: Filters;
  onApply: (filters: Filters) => void;
}

/** 'Profile Filters': age and height ranges, countries, verified only, required intentions (free); nothing changes until Apply Filters. */
export function FiltersDialog({ filters, onApply }: FiltersDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filters);
  const active = !isDefaultFilters(filters);

  const onOpenChange = (next: boolean) => {
    if (next) setDraft(filters);
    setOpen(next);
  };
  const apply = () => {
    onApply(draft);
    setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={`${buttonClasses('secondary')} relative`} aria-label={active ? t('discover.filters.active') : undefined}>
        <SlidersHorizontal aria-hidden="true" className="size-5" />
        {t('discover.filters.open')}
        {active ? <span aria-hidden="true" className="absolute -top-1 -end-1 size-3 rounded-full bg-brand-600 ring-2 ring-white" /> : null}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY} />
        <Dialog.Content className={DIALOG_CONTENT}>
          <Dialog.Title className="text-xl font-bold text-sand-900">{t('discover.filters.title')}</Dialog.Title>
          <Dialog.Description className="text-sand-700">{t('discover.filters.description')}</Dialog.Description>
          <RangeField
            label={t('discover.filters.age')}
            valueText={t('discover.filters.ageValue', { min: draft.ageRange[0], max: draft.ageRange[1] })}
            // 18 to 80 is only the default: members may be up to 100 (spec §5, §9).
            min={limits.minAge}
            max={limits.maxAge}
            value={draft.ageRange}
            onChange={(ageRange) => setDraft((current) => ({ ...current, ageRange }))}
            thumbLabels={[t('discover.filters.minAge'), t('discover.filters.maxAge')]}
          />
          <RangeField
            label={t('discover.filters.height')}
            valueText={t('discover.filters.heightValue', { min: draft.heightRange[0], max: draft.heightRange[1] })}
            min={limits.minHeightCm}
            max={limits.maxHeightCm}
            value={draft.heightRange}
            onChange={(heightRange) => setDraft((current) => ({ ...current, heightRange }))}
            thumbLabels={[t('discover.filters.minHeight'), t('discover.filters.maxHeight')]}
          />
          <CountryPicker value={draft.countries} onChange={(countries) => setDraft((current) => ({ ...current, countries }))} />
          <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3 font-semibold text-sand-900">
            {t('discover.filters.verifiedOnly')}
            <input
              type="checkbox"
              role="switch"
              className="size-5 accent-brand-700"
              checked={draft.verifiedOnly}
              onChange={(event) => setDraft((current) => ({ ...current, verifiedOnly: event.target.checked }))}
            />
          </label>
          <IntentionFilters value={draft.intentions} onChange={(intentions) => setDraft((current) => ({ ...current, intentions }))} />
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className={buttonClasses('secondary')} onClick={() => setDraft(defaultFilters())}>
              {t('discover.filters.clearAll')}
            </button>
            <button type="button" className={buttonClasses('primary')} onClick={apply}>
              {t('discover.filters.apply')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
