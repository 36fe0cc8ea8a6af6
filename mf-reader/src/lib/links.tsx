import { Link } from '@cwt/router';
import type { AuthorCardLinkProps, PostCardLinkProps } from '@cwt/ui';

/** Lets @cwt/ui's cards use client-side navigation. */
export function routerLink({ href, children, ...rest }: PostCardLinkProps | AuthorCardLinkProps) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
