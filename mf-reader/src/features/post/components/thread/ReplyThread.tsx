import type { Comment } from '@cwt/contracts';
import { REPLIES_PAGE_SIZE, useCommentReplies, useT } from '@cwt/core';
import { type ComponentType, useState } from 'react';
import styles from '../Comments.module.css';

/** How a thread draws each reply: the comment component, handed down to avoid an import cycle. */
type Item = ComponentType<{ comment: Comment }>;

/** One page of replies; pages render one after another, each with its own cached request. */
function RepliesPage({ parentId, page, Item }: { parentId: string; page: number; Item: Item }) {
  const t = useT();
  const { data, error, isLoading } = useCommentReplies(parentId, page);
  // A failed refetch keeps what was shown; only a page never loaded says it failed.
  if (!data && error) return <li className={styles.empty}>{t('reader.replies.failed')}</li>;
  if (!data && isLoading) return <li className={styles.empty}>{t('reader.replies.loading')}</li>;
  return (
    <>
      {(data ?? []).map((reply) => (
        <Item key={reply.id} comment={reply} />
      ))}
    </>
  );
}

/** A comment's replies, a page at a time ("Load more replies" while the count says more exist). */
export function ReplyThread({ id, parent, Item }: { id: string; parent: Comment; Item: Item }) {
  const t = useT();
  const [pages, setPages] = useState(1);
  const more = parent.replyCount > pages * REPLIES_PAGE_SIZE;
  const name = parent.user?.name?.trim() || parent.user?.username || t('reader.comment.removed');
  return (
    <div className={styles.thread}>
      <ol id={id} className={styles.list} aria-label={t('reader.replies.label', { name })}>
        {Array.from({ length: pages }, (_, page) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a page number is the page's identity
          <RepliesPage key={page} parentId={parent.id} page={page} Item={Item} />
        ))}
      </ol>
      {more && (
        <button type="button" className={styles.threadToggle} onClick={() => setPages((p) => p + 1)}>
          {t('reader.replies.more')}
        </button>
      )}
    </div>
  );
}
