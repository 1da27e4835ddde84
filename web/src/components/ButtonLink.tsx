import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { buttonClasses } from './buttonStyles';
import type { ButtonVariant } from './buttonStyles';

interface ButtonLinkProps {
  to: string;
  variant?: ButtonVariant;
  children: ReactNode;
}

/** Navigation styled as a button: it is still a link, so it opens in a new tab and reads as a link. */
export function ButtonLink({ to, variant = 'primary', children }: ButtonLinkProps) {
  return (
    <Link to={to} className={buttonClasses(variant)}>
      {children}
    </Link>
  );
}
