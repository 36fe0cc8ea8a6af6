import { PAGES, splitMentions } from '@cwt/contracts';
import { Link } from '@cwt/router';
import styles from '../Comments.module.css';

/**
 * A comment's text. Comments are plain text but for the mention links the API writes; those become
 * links to the profile, and everything else is rendered as text, never as HTML.
 */
export function CommentText({ content }: { content: string }) {
  return (
    <p className={styles.text}>
      {splitMentions(content).map((part, i) =>
        'text' in part ? (
          part.text
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never move; a name may be mentioned twice.
          <Link key={i} to={PAGES.profile.href(part.mention.id)} className={styles.mention} data-mention="">
            @{part.mention.username}
          </Link>
        ),
      )}
    </p>
  );
}
