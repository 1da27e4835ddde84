/** The one look of the app's dialogs (radix Dialog and AlertDialog): centred, scrollable, RTL-aware. */
export const DIALOG_OVERLAY = 'fixed inset-0 z-40 bg-black/50';

export const DIALOG_CONTENT =
  'fixed start-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2';
