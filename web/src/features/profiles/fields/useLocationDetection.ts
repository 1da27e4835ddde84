import type { Place } from '@mithaq/contract/geo';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { messageText } from '../../../lib/serverText';
import { detectPlace } from '../../geo/public';

/**
 * 'Detect My Location': runs the detection, says how it went (spec §8) and hands the place to
 * `onDetected`. The last failure stays available for an inline message.
 */
export function useLocationDetection(onDetected: (place: Place) => void) {
  const { t } = useTranslation();
  const [detecting, setDetecting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const detect = useCallback(async () => {
    setDetecting(true);
    setError(null);
    try {
      const place = await detectPlace();
      onDetected(place);
      toast.success(t('geo.messages.detected'));
    } catch (cause) {
      const message = messageText(t, cause) ?? t('geo.messages.couldNotDetect');
      setError(message);
      toast.error(message);
    } finally {
      setDetecting(false);
    }
  }, [onDetected, t]);

  return { detect, detecting, error };
}
