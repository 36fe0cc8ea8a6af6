import type { ReactNode } from 'react';
import { useUiT } from '../../i18n/translate';
import { Badge } from '../Badge/Badge';
import styles from './PostHero.module.css';

export interface PostHeroLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

/** What the hero shows of a post (a subset of the API's post). */
export interface PostHeroData {
  title: string;
  category?: string | null;
  tags: readonly string[];
  /** ISO timestamp, for the <time> element. */
  createdAt: string;
}

export interface PostHeroProps {
  post: PostHeroData;
  /** The cover's URL (the caller picks the fallback image). */
  image: string;
  onImageError?: () => void;
  /** The meta line's texts: the date as shown, then e.g. reading time and likes. */
  date: string;
  details: readonly string[];
  /** Where a category or tag links to. */
  topicHref: (topic: string) => string;
  /** Top row: the way back, and the owner's controls on the right. */
  back: ReactNode;
  manage?: ReactNode;
  /** Like, bookmark, listen, report; without them the row keeps its height. */
  actions?: ReactNode;
  /** Links as router links (this package does not depend on a router). */
  renderLink?: (props: PostHeroLinkProps) => ReactNode;
}

const plainLink = ({ href, className, children }: PostHeroLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/** A post page's column. */
export function PostArticle({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <article className={styles.article} aria-busy={busy || undefined}>
      {children}
    </article>
  );
}

/**
 * The top of a post page: the way back, the cover, category, title, meta line, tags and actions.
 * Here rather than in the reader because the shell renders it into a post's HTML at serve time and
 * shows it while the reader loads: one component, so the first paint is what the page then renders.
 * The cover is the page's largest paint, so it is fetched at high priority.
 */
export function PostHero({
  post,
  image,
  onImageError,
  date,
  details,
  topicHref,
  back,
  manage,
  actions,
  renderLink = plainLink,
}: PostHeroProps) {
  const t = useUiT();
  return (
    <>
      <div className={styles.topRow}>
        {back}
        {manage && <div className={styles.manage}>{manage}</div>}
      </div>

      <img
        className={styles.cover}
        src={image}
        alt=""
        onError={onImageError}
        width={1200}
        height={630}
        fetchPriority="high"
      />

      <header className={styles.header}>
        {post.category &&
          renderLink({
            href: topicHref(post.category),
            className: styles.categoryLink ?? '',
            children: <Badge>{post.category}</Badge>,
          })}
        <h1 className={styles.title}>{post.title}</h1>
        <p className={styles.meta}>
          <time dateTime={post.createdAt}>{date}</time>
          {details.map((detail) => (
            <DetailItem key={detail} text={detail} />
          ))}
        </p>
        {post.tags.length > 0 && (
          <ul className={styles.tags} aria-label={t('ui.post.tags')}>
            {post.tags.map((tag) => (
              <li key={tag}>
                {renderLink({ href: topicHref(tag), className: styles.tag ?? '', children: `#${tag}` })}
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>{actions}</div>
      </header>
    </>
  );
}

function DetailItem({ text }: { text: string }) {
  return (
    <>
      <span aria-hidden="true">·</span>
      <span>{text}</span>
    </>
  );
}
