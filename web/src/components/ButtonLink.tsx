import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { buttonClasses } from './buttonStyles';
import type { ButtonVariant } from './buttonStyles';

interface ButtonLinkProps {
  to: string;
  variant?: ButtonVariant;
  /** Called when a pointer or the focus reaches the link: the target screen's code can load before the click. */
  onIntent?: () => void;
  children: ReactNode;
}

/** Navigation styled as a button: it is still a link, so it opens in a new tab and reads as a link. */
export function ButtonLink({ to, variant = 'primary', onIntent, children }: ButtonLinkProps) {
  return (
    <Link to={to} className={buttonClasses(variant)} onPointerEnter={onIntent} onPointerDown={onIntent} onFocus={onIntent}>
      {children}
    </Link>
  );
}
