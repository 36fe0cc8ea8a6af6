import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * What @cwt/ui's components hand to their `renderLink` prop (PostCard, AuthorCard, PostHero,
 * HomeHero): @cwt/ui knows no router, so each app passes `routerLink` to get client-side
 * navigation. Declared here rather than imported from @cwt/ui so the router depends on no other
 * workspace package; every one of @cwt/ui's link-prop types fits it.
 */
export interface RouterLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  tabIndex?: number;
  'aria-hidden'?: boolean;
}

/** Renders @cwt/ui's link props as a react-router `Link` (`href` becomes `to`). */
export function routerLink({ href, children, ...rest }: RouterLinkProps) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
