import { type ReactNode, useState } from 'react';
import { DEFAULT_BLOG_IMAGE } from '../../assets/images';
import { cx } from '../../cx';
import { useUiT } from '../../i18n/translate';
import { Avatar } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import styles from './PostCard.module.css';

/** The fields a card shows; any post-shaped object fits. */
export interface PostCardData {
  id: string;
  title: string;
  category?: string | null;
  tags?: string[];
  imageCloudUrl?: string | null;
  excerpt?: string | null;
  author?: { name?: string | null; profilePicture?: string | null } | null;
  /** Only sizes the room kept for the like control (PostGrid's reserveActions). */
  likeCount?: number;
}

export interface PostCardLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  tabIndex?: number;
  'aria-hidden'?: boolean;
}

export interface PostCardProps {
  post: PostCardData;
  /** Where the title and image lead, e.g. /blog/{id}. */
  href: string;
  /** Already formatted (en-GB for cards); 'N/A' when missing. */
  date?: string;
  /** 'grid': image on top; 'list': image at the side with the excerpt. */
  layout?: 'grid' | 'list';
  /** Like/bookmark controls, rendered in the footer. */
  actions?: ReactNode;
  /** Client-side links (react-router's Link); a plain `<a>` by default. */
  renderLink?: (props: PostCardLinkProps) => ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /** A card in the first screen: its image loads at once, at high priority (it is often the page's largest paint). */
  priority?: boolean;
}

const plainLink = ({ href, children, ...rest }: PostCardLinkProps) => (
  <a href={href} {...rest}>
    {children}
  </a>
);

/** A post preview: image, category, title, author, date and optional actions. No data fetching. */
export function PostCard({
  post,
  href,
  date = 'N/A',
  layout = 'grid',
  actions,
  renderLink = plainLink,
  headingLevel = 3,
  className,
  priority = false,
}: PostCardProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const image = post.imageCloudUrl && post.imageCloudUrl !== failed ? post.imageCloudUrl : DEFAULT_BLOG_IMAGE;
  const t = useUiT();
  const authorName = post.author?.name?.trim() || t('ui.author.unknown');
  const Heading = `h${headingLevel}` as const;

  return (
    <article className={cx(styles.card, layout === 'list' && styles.list, className)}>
      {renderLink({
        href,
        className: styles.media,
        tabIndex: -1,
        'aria-hidden': true,
        children: (
          <img
            src={image}
            alt=""
            // 16:9 like the frame (the CSS sizes it): the browser knows its shape from the HTML alone.
            width={640}
            height={360}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            className={styles.image}
            onError={() => post.imageCloudUrl && setFailed(post.imageCloudUrl)}
          />
        ),
      })}
      <div className={styles.body}>
        {post.category && <Badge className={styles.badge}>{post.category}</Badge>}
        <Heading className={styles.title}>
          {renderLink({ href, className: styles.titleLink, children: post.title })}
        </Heading>
        {layout === 'list' && post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
        <div className={styles.footer}>
          <div className={styles.byline}>
            <Avatar src={post.author?.profilePicture} name="" size="xs" />
            <span className={styles.author}>{authorName}</span>
            <span aria-hidden="true" className={styles.dot}>
              ·
            </span>
            <span className={styles.date}>{date}</span>
          </div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      </div>
    </article>
  );
}
