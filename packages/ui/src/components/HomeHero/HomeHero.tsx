import type { ReactNode } from 'react';
import { useUiT } from '../../i18n/translate';
import styles from './HomeHero.module.css';

export interface HomeHeroLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export interface HomeHeroProps {
  /** The call to action as a router link (this package does not depend on a router). */
  renderLink?: (props: HomeHeroLinkProps) => ReactNode;
}

const plainLink = ({ href, className, children }: HomeHeroLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/**
 * The home page's hero. It lives here, not in the reader, because the shell prerenders it into
 * index.html and shows it while the reader's home page loads: one component, so the first paint is
 * exactly what the page then renders.
 */
export function HomeHero({ renderLink = plainLink }: HomeHeroProps) {
  const t = useUiT();
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <h1 id="home-hero-title" className={styles.title}>
        {t('ui.hero.title')}
      </h1>
      <p className={styles.text}>{t('ui.hero.text')}</p>
      {renderLink({ href: '/create-post', className: styles.cta ?? '', children: t('ui.hero.cta') })}
    </section>
  );
}
