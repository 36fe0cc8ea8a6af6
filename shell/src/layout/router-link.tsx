import { Link } from '@cwt/router';
import type { ReactNode } from 'react';

interface LinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  tabIndex?: number;
  'aria-hidden'?: boolean;
}

/** Lets @cwt/ui's components, which know no router, link with client-side navigation. */
export const routerLink = ({ href, children, ...rest }: LinkProps) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);
