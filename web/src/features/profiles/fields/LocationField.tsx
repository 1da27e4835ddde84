import type { Place } from '@mithaq/contract/geo';
import { LoaderCircle, MapPin } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/buttonStyles';
import { FieldError } from '../../../components/form/FieldError';
import { LABEL } from '../../../components/form/fieldStyles';
import { useLocationDetection } from './useLocationDetection';
import { formatPlace } from '../formatProfile';

interface LocationFieldProps {
  value: { country: string; city: string };
  onDetected: (place: Place) => void;
  /** 'detect': the wizard's 'Detect My Location'; 'change': the edit screen's place '(Change Location)'. */
  variant: 'detect' | 'change';
  error?: string | null;
}

/** The location is only ever detected (spec §5), so this is a button, never a text input. */
export function LocationField({ value, onDetected, variant, error }: LocationFieldProps) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  const { detect, detecting, error: detectionError } = useLocationDetection(onDetected);
  const place = formatPlace(value.city, value.country, i18n.language);
  const message = detectionError ?? error;
  const Icon = detecting ? LoaderCircle : MapPin;
  const icon = <Icon aria-hidden="true" className={`size-5 shrink-0 ${detecting ? 'animate-spin motion-reduce:animate-none' : ''}`} />;

  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1.5">
      <span id={labelId} className={LABEL}>
        {t('profiles.fields.location')}
      </span>
      <button
        type="button"
        onClick={() => void detect()}
        disabled={detecting}
        aria-busy={detecting}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        className={variant === 'detect' ? `${buttonClasses('secondary')} self-start` : `${buttonClasses('secondary')} justify-start text-start`}
      >
        {icon}
        {variant === 'detect' ? (
          detecting ? t('profiles.location.detecting') : t('profiles.location.detect')
        ) : (
          <span className="flex flex-wrap gap-x-2">
            <span className="text-sand-900">{detecting ? t('profiles.location.detecting') : place || t('profiles.location.notSet')}</span>{' '}
            <span className="font-normal text-brand-700">{t('profiles.location.change')}</span>
          </span>
        )}
      </button>
      {variant === 'detect' && place ? (
        <p className="flex items-center gap-2 text-base font-medium text-sand-900" data-testid="detected-location">
          {place}
        </p>
      ) : null}
      <FieldError id={errorId} message={message} />
    </div>
  );
}
