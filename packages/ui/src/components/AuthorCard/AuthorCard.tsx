import type { ReactNode } from 'react';
import { cx } from '../../cx';
import { useUiT } from '../../i18n/translate';
import { Avatar } from '../Avatar/Avatar';
import styles from './AuthorCard.module.css';

export interface AuthorCardLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

export interface AuthorCardProps {
  name?: string | null;
  /** Shown as @username under the name. */
  username?: string | null;
  /** Only the post detail shows it. */
  email?: string | null;
  picture?: string | null;
  /** The profile, e.g. /profile/{id}. */
  href: string;
  /** Extra line, e.g. '12 posts · 40 followers'. */
  meta?: ReactNode;
  /** Text of the profile link. */
  actionLabel?: string;
  /** Small heading above the card, e.g. 'About the author'. */
  eyebrow?: string;
  layout?: 'row' | 'stack';
  renderLink?: (props: AuthorCardLinkProps) => ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const plainLink = ({ href, children, className }: AuthorCardLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/** A person with a link to their profile: the post detail's author card and the home's top authors. */
export function AuthorCard({
  name,
  username,
  email,
  picture,
  href,
  meta,
  actionLabel,
  eyebrow,
  layout = 'row',
  renderLink = plainLink,
  headingLevel = 3,
  className,
}: AuthorCardProps) {
  const t = useUiT();
  const display = name?.trim() || t('ui.author.unknown');
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.card, layout === 'stack' && styles.stack, className)}>
      <Avatar src={picture} name="" size={layout === 'stack' ? 'lg' : 'md'} className={styles.avatar} />
      <div className={styles.body}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading className={styles.name}>{display}</Heading>
        {username && <p className={styles.muted}>@{username}</p>}
        {email && (
          <p className={styles.muted}>
            <a className={styles.email} href={`mailto:${email}`}>
              {email}
            </a>
          </p>
        )}
        {meta && <p className={styles.muted}>{meta}</p>}
      </div>
      {renderLink({
        href,
        className: styles.action,
        children: (
          <>
            {actionLabel ?? t('ui.author.viewProfile')}
            <span className={styles.srOnly}> {t('ui.author.of', { name: display })}</span>
          </>
        ),
      })}
    </div>
  );
}
