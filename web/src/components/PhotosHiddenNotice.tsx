import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Photo privacy: the member shows their photos only to their matches, so this viewer got the
 * blurred rendition. Said in words on the picture, never left to guesswork.
 */
const VARIANTS = {
  /** On a card's picture. */
  overlay: 'rounded-full bg-sand-950/70 px-3 py-1.5 text-sm font-semibold text-white',
  /** On a small tile's picture. */
  compact: 'rounded-full bg-sand-950/70 px-2 py-0.5 text-xs font-semibold text-white',
  /** Beside pictures (the admin table, where moderators see the real ones). */
  plain: 'text-xs font-medium text-sand-700',
} as const;

export function PhotosHiddenNotice({ variant = 'overlay' }: { variant?: keyof typeof VARIANTS }) {
  const { t } = useTranslation();
  return (
    <p className={`inline-flex items-center gap-1.5 ${VARIANTS[variant]}`}>
      <Lock aria-hidden="true" className={variant === 'overlay' ? 'size-4' : 'size-3'} />
      {t('pictures.privacy.hidden')}
    </p>
  );
}

/** The blurred rendition is 24 pixels wide: blurring it again as it is scaled up hides the blocks. */
export const BLURRED_IMAGE_CLASSES = 'scale-110 blur-md';
