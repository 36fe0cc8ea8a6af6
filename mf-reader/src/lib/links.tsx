import type { AuthorCardLinkProps, PostCardLinkProps } from '@cwt/ui';
import { Link } from 'react-router-dom';

/** Lets @cwt/ui's cards use client-side navigation. */
export function routerLink({ href, children, ...rest }: PostCardLinkProps | AuthorCardLinkProps) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
