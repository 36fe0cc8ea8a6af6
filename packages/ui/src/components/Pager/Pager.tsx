// By name, not by path: this file is built into @cwt/ui/controls (see its entry).
import { useUiT } from '@cwt/ui';
import { cx } from '../../cx';
import styles from './Pager.module.css';

export interface PagerProps {
  /** Current page, 1-based. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Name of the navigation landmark. */
  label?: string;
  className?: string;
}

type PageItem = number | 'gap-start' | 'gap-end';

/** First, last, and the current page with its neighbours; gaps of one page are filled in. */
export function pageItems(page: number, totalPages: number): PageItem[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(page - 1, totalPages - 4));
  const end = Math.min(totalPages - 1, Math.max(page + 1, 5));
  const items: PageItem[] = [1];
  if (start > 2) items.push(start === 3 ? 2 : 'gap-start');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < totalPages - 1) items.push(end === totalPages - 2 ? totalPages - 1 : 'gap-end');
  items.push(totalPages);
  return items;
}

export function Pager({ page, totalPages, onChange, label, className }: PagerProps) {
  const t = useUiT();
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);

  return (
    <nav aria-label={label ?? t('ui.pager.label')} className={cx(styles.pager, className)}>
      <button
        type="button"
        className={cx(styles.item, styles.step)}
        onClick={() => onChange(current - 1)}
        disabled={current <= 1}
      >
        <span aria-hidden="true">‹ </span>
        {t('ui.pager.previous')}
      </button>
      <ul className={styles.pages}>
        {pageItems(current, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={cx(styles.item, item === current && styles.current)}
                aria-label={t('ui.pager.page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => item !== current && onChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={cx(styles.item, styles.step)}
        onClick={() => onChange(current + 1)}
        disabled={current >= totalPages}
      >
        {t('ui.pager.next')}
        <span aria-hidden="true"> ›</span>
      </button>
    </nav>
  );
}
