import { ImagePlus } from 'lucide-react';
import type { MouseEvent } from 'react';
import { buttonClasses } from '../../components/buttonStyles';
import { PICTURE_ACCEPT } from './pictureChecks';

interface PictureAddButtonProps {
  label: string;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}

/**
 * The picture picker: a real file input (images only, several at once) dressed as a button. The
 * input itself takes the focus, so the keyboard and screen readers use the browser's own control.
 *
 * Disabled, it stays focusable (aria-disabled; a click, Enter or Space opens nothing): the crop dialog hands the
 * focus back to it when it closes, which is just when the kept pictures start uploading, and a
 * `disabled` input would refuse the focus and leave it on the page's body.
 */
export function PictureAddButton({ label, onFiles, disabled = false }: PictureAddButtonProps) {
  const refuseWhileDisabled = (event: MouseEvent) => {
    if (disabled) event.preventDefault();
  };
  return (
    <label
      className={`${buttonClasses('secondary')} relative cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
        disabled ? 'pointer-events-none opacity-60' : ''
      }`}
    >
      <ImagePlus aria-hidden="true" className="size-5" />
      {label}
      <input
        type="file"
        accept={PICTURE_ACCEPT}
        multiple
        aria-disabled={disabled || undefined}
        className="sr-only"
        onClick={refuseWhileDisabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so picking the same file again still fires a change.
          event.target.value = '';
          if (files.length && !disabled) onFiles(files);
        }}
      />
    </label>
  );
}
