import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from './useReturnFocus';

interface SheetDialogProps<T> {
  /** What the dialog shows; undefined closes it. */
  item: T | undefined;
  onClose: () => void;
  title: (item: T) => ReactNode;
  children: (item: T) => ReactNode;
  /** The sheet's background: light sand behind a profile card, white behind plain content. */
  surface?: 'sand' | 'white';
}

const SURFACE = { sand: 'bg-sand-50 p-3', white: 'bg-white p-4' } as const;

/**
 * A bottom sheet on phones and a centred dialog from the 768 px breakpoint up, with its title and
 * a close button: the look of every profile dialog (Liked, Unmatched, the chat's View Profile).
 * Opened by any control (it has no trigger of its own), it gives the focus back to that control.
 */
export function SheetDialog<T>({ item, onClose, title, children, surface = 'sand' }: SheetDialogProps<T>) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={item !== undefined} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-30 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          {...returnFocus}
          className={`fixed inset-x-0 bottom-0 z-30 mx-auto flex max-h-[92dvh] w-full max-w-lg flex-col gap-3 overflow-y-auto rounded-t-3xl shadow-xl md:top-1/2 md:bottom-auto md:-translate-y-1/2 md:rounded-3xl ${SURFACE[surface]}`}
        >
          {item !== undefined ? (
            <>
              <div className="flex items-center justify-between gap-2 ps-2">
                <Dialog.Title className="text-lg font-bold text-sand-900">{title(item)}</Dialog.Title>
                <Dialog.Close aria-label={t('common.close')} className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sand-200">
                  <X aria-hidden="true" className="size-5" />
                </Dialog.Close>
              </div>
              {children(item)}
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
