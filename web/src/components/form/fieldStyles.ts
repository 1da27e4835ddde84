/** Shared look of form controls, so inputs, selects and text areas line up. */
export const CONTROL =
  'min-h-11 w-full rounded-xl border border-sand-300 bg-white px-3 py-2 text-base text-sand-900 placeholder:text-sand-500 aria-[invalid=true]:border-red-700 disabled:opacity-60';

export const LABEL = 'text-sm font-medium text-sand-800';
