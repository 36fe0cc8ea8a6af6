import { HomeHero } from '@cwt/ui';
import { Link } from 'react-router-dom';

/**
 * The home page until the reader's HomePage arrives: its hero, rendered by the same component, so the
 * prerendered first paint (index.html) and the loaded page agree and nothing moves when it swaps in.
 */
export function HomePlaceholder() {
  return (
    <div>
      <HomeHero
        renderLink={({ href, className, children }) => (
          <Link className={className} to={href}>
            {children}
          </Link>
        )}
      />
    </div>
  );
}
