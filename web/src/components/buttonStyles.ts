export type ButtonVariant = 'primary' | 'secondary' | 'danger';

const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 py-2.5 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'bg-white text-brand-800 ring-1 ring-sand-300 ring-inset hover:bg-sand-100',
  /** Actions that destroy something (delete the account, remove a picture). */
  danger: 'bg-red-700 text-white hover:bg-red-800',
};

/** Shared by <button>s and links that look like buttons, so both stay visually identical. */
export function buttonClasses(variant: ButtonVariant = 'primary'): string {
  return `${BASE} ${VARIANTS[variant]}`;
}
