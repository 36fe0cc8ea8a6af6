import { type DraftSummary, draftPage } from '@cwt/contracts';
import { formatLongDate, formatRelativeTime, useT } from '@cwt/core';
import { Link } from '@cwt/router';
import { Button, buttonClassName } from '@cwt/ui';
import styles from './DraftList.module.css';

export interface DraftListProps {
  drafts: DraftSummary[];
  /** The draft being deleted, if any (its button shows the wait). */
  deleting?: string | null;
  onDelete: (draft: DraftSummary) => void;
}

/** "My drafts": each draft's title (a link that continues it), when it was last edited, and Delete. */
export function DraftList({ drafts, deleting = null, onDelete }: DraftListProps) {
  const t = useT();
  return (
    <ul className={styles.list}>
      {drafts.map((draft) => {
        const title = draft.title.trim() || t('editor.untitled');
        return (
          <li key={draft.id} className={styles.item}>
            <div className={styles.main}>
              <Link
                to={draftPage(draft)}
                className={styles.title}
                data-untitled={!draft.title.trim() || undefined}
              >
                {title}
              </Link>
              <p className={styles.meta}>
                {draft.postId && <span className={styles.badge}>{t('editor.drafts.editOf')}</span>}
                <span>
                  {t('editor.drafts.edited')}{' '}
                  <time dateTime={draft.updatedAt} title={formatLongDate(draft.updatedAt)}>
                    {formatRelativeTime(draft.updatedAt)}
                  </time>
                </span>
              </p>
            </div>
            <div className={styles.actions}>
              <Link
                to={draftPage(draft)}
                className={buttonClassName('primary', 'sm')}
                aria-label={t('editor.drafts.continueLabel', { title })}
              >
                {t('editor.drafts.continue')}
              </Link>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onDelete(draft)}
                loading={deleting === draft.id}
                aria-label={t('editor.drafts.deleteLabel', { title })}
              >
                {t('editor.drafts.delete')}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
