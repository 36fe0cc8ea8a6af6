import type { ReactNode, Ref } from 'react';
import { useUiT } from '../../i18n/translate';
import styles from './HomeSection.module.css';

/**
 * Home's column of sections. Here, with the sections' heads, because the shell shows home's first
 * sections (hero, Popular Blogs) before the reader's HomePage arrives: the same markup in both places,
 * so nothing moves when React swaps one for the other.
 */
export function HomeStack({ children }: { children: ReactNode }) {
  return <div className={styles.stack}>{children}</div>;
}

export interface HomeSectionProps {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: string;
  subtitle?: string;
  /** Under the title, e.g. a live summary of the list. */
  summary?: ReactNode;
  /** At the end of the head, e.g. the list's controls. */
  aside?: ReactNode;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
}

/** A titled section of the home page. */
export function HomeSection({ id, title, subtitle, summary, aside, ref, children }: HomeSectionProps) {
  return (
    <section ref={ref} className={styles.section} aria-labelledby={id}>
      <div className={styles.head}>
        <div>
          <h2 id={id} className={styles.title}>
            {title}
          </h2>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {summary}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** The Popular Blogs section's frame: the reader fills it with its list, the shell with the served row. */
export function PopularSection({ children }: { children: ReactNode }) {
  const t = useUiT();
  return (
    <HomeSection id="home-popular" title={t('ui.popular.title')} subtitle={t('ui.popular.subtitle')}>
      {children}
    </HomeSection>
  );
}
