import { PAGES } from '@cwt/contracts';
import { useDocumentTitle } from '@cwt/core';
import { Link } from '@cwt/router';
import { buttonClassName } from '@cwt/ui';
import styles from './InfoPage.module.css';

const OFFERINGS = [
  {
    title: 'Write and publish',
    text: 'A clean editor with rich text, images and tags, so your ideas look their best.',
  },
  {
    title: 'Discover voices',
    text: 'Browse popular posts, topics and top authors, or search for what interests you.',
  },
  { title: 'Connect', text: 'Follow writers, like and bookmark posts, join conversations in the comments.' },
  {
    title: 'A safe space',
    text: 'Report harmful content; our moderators and automatic checks keep discussions kind.',
  },
];

export default function AboutPage() {
  useDocumentTitle('About');
  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>About CWT</p>
        <h1 className={styles.title}>Diverse Perspectives of the Young Generation</h1>
        <p className={styles.lead}>
          CWT is a social blogging community where young people share stories, ideas and knowledge, and
          discover how others see the world.
        </p>
      </header>

      <section className={styles.section} aria-labelledby="mission">
        <h2 id="mission" className={styles.sectionTitle}>
          Our mission
        </h2>
        <p>
          We believe every voice deserves an audience. CWT gives young writers a welcoming place to publish,
          get feedback and grow, and gives readers a window into perspectives they would not meet otherwise.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="offerings">
        <h2 id="offerings" className={styles.sectionTitle}>
          What we offer
        </h2>
        <ul className={styles.grid}>
          {OFFERINGS.map((item) => (
            <li key={item.title} className={styles.tile}>
              <h3 className={styles.tileTitle}>{item.title}</h3>
              <p className={styles.tileText}>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.cta}>
        <h2 className={styles.ctaTitle}>Ready to share your perspective?</h2>
        <Link to={PAGES.register.href} className={buttonClassName('primary', 'md')}>
          Join the Community
        </Link>
      </section>
    </article>
  );
}
