import { PAGES } from '@cwt/contracts';
import { Link } from '@cwt/router';
import styles from './TechBanner.module.css';

export function TechBanner() {
  return (
    <section className={styles.banner} aria-labelledby="home-tech">
      <div>
        <h2 id="home-tech" className={styles.title}>
          Discover the Future of Technology
        </h2>
        <p className={styles.text}>AI, the web, gadgets and the ideas shaping tomorrow, from young voices.</p>
      </div>
      <Link to={PAGES.category.href('technology')} className={styles.cta}>
        Explore Now
      </Link>
    </section>
  );
}
