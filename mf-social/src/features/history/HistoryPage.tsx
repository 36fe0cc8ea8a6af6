import '@/i18n/catalogue';
import { useDocumentTitle, useHistory, useSession, useT } from '@cwt/core';
import { Pager } from '@cwt/ui/controls';
import { useState } from 'react';
import styles from '@/shared/social.module.css';
import { HistoryItem } from './HistoryItem';

const PAGE_SIZE = 10;

/** /history: viewed posts, newest first, paged. */
export default function HistoryPage() {
  const t = useT();
  useDocumentTitle(t('social.history.title'));
  const isSignedIn = useSession((s) => s.isSignedIn);
  const [page, setPage] = useState(1);
  const history = useHistory(isSignedIn, page, PAGE_SIZE);
  const data = history.data?.data ?? null;
  const error = Boolean(history.error);

  let body: React.ReactNode;
  if (!isSignedIn) body = <p className={styles.message}>{t('social.history.signInRequired')}</p>;
  else if (error)
    body = <p className={`${styles.message} ${styles.error}`}>{t('social.history.loadFailed')}</p>;
  else if (!data) body = <p className={styles.message}>{t('social.common.loading')}</p>;
  else if (data.history.length === 0) body = <p className={styles.message}>{t('social.history.empty')}</p>;
  else
    body = (
      <>
        <ul className={styles.list}>
          {data.history.map((h) => (
            <HistoryItem key={h.id} entry={h} />
          ))}
        </ul>
        {data.totalPages > 1 ? (
          <Pager
            page={page}
            totalPages={data.totalPages}
            onChange={setPage}
            label={t('social.history.pages')}
          />
        ) : null}
      </>
    );

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('social.history.title')}</h1>
      {body}
    </div>
  );
}
