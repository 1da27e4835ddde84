interface LogoProps {
  className?: string;
}

/**
 * The Mithaq mark: two joined rings. Decorative; the visible name next to it carries the meaning.
 * Its colours are fixed (brand-700, white, brand-200): a mark looks the same in the dark theme.
 */
export function Logo({ className = 'size-9' }: LogoProps) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" fill="#176454" />
      <circle cx="12.5" cy="16" r="6.5" fill="none" stroke="#fff" strokeWidth="2.4" />
      <circle cx="19.5" cy="16" r="6.5" fill="none" stroke="#b1e4d3" strokeWidth="2.4" />
    </svg>
  );
}
