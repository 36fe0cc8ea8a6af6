import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styles from './HomePage.module.css';

/** Home: the hero and the latest posts. */
export default function HomePage() {
  useEffect(() => {
    document.title = 'CWT · Diverse Perspectives of the Young Generation';
  }, []);
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-hero-title">
        <h1 id="home-hero-title" className={styles.heroTitle}>
          Diverse Perspectives of the Young Generation
        </h1>
        <p className={styles.heroText}>Read, write and discuss the ideas that matter to you.</p>
        <Link className={styles.heroCta} to="/create-post">
          Start Writing Now
        </Link>
      </section>
    </div>
  );
}
