import type { PostSummary } from '@cwt/contracts';
import { useT } from '@cwt/core';
import { DEFAULT_BLOG_IMAGE } from '@cwt/ui';
import type { ReactNode } from 'react';
import styles from './SearchPanel.module.css';

export interface SearchPanelProps {
  /** The listbox id the input's aria-controls points at. */
  id: string;
  results: PostSummary[];
  activeIndex: number;
  onSelect: (post: PostSummary) => void;
  onHover?: (index: number) => void;
  /** Under the list, e.g. a 'See all results' link. */
  footer?: ReactNode;
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The results dropdown: up to 5 posts with image, title, category and tags. */
export function SearchPanel({ id, results, activeIndex, onSelect, onHover, footer }: SearchPanelProps) {
  const t = useT();
  return (
    <div className={styles.panel}>
      {results.length === 0 ? <p className={styles.empty}>{t('reader.search.none')}</p> : null}
      <div id={id} role="listbox" aria-label={t('reader.search.results')} className={styles.list}>
        {results.map((post, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard (aria-activedescendant).
          <div
            key={post.id}
            tabIndex={-1}
            id={optionId(id, index)}
            role="option"
            aria-selected={index === activeIndex}
            className={`${styles.option} ${index === activeIndex ? styles.active : ''}`}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => onHover?.(index)}
            onClick={() => onSelect(post)}
          >
            <img
              className={styles.thumb}
              src={post.imageCloudUrl || DEFAULT_BLOG_IMAGE}
              alt=""
              width={56}
              height={40}
              loading="lazy"
              onError={(event) => {
                event.currentTarget.src = DEFAULT_BLOG_IMAGE;
              }}
            />
            <span className={styles.text}>
              <span className={styles.title}>{post.title}</span>
              <span className={styles.meta}>
                {post.category && <span className={styles.category}>{post.category}</span>}
                {post.tags.slice(0, 3).map((tag) => (
                  <span key={tag}>#{tag}</span>
                ))}
              </span>
            </span>
          </div>
        ))}
      </div>
      {footer}
    </div>
  );
}
