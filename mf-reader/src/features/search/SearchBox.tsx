import '@/i18n/catalogue';
import { PAGES, type PostSummary } from '@cwt/contracts';
import { useT } from '@cwt/core';
import { Link, useLocation, useNavigate } from '@cwt/router';
import { SearchIcon, useOutsideClick } from '@cwt/ui';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { optionId, SearchPanel } from './components/SearchPanel';
import { useHeaderSearch } from './hooks/useHeaderSearch';
import styles from './SearchBox.module.css';

/** The header search box (mounted by the shell in its top bar): a combobox over the top 5 matches. */
export default function SearchBox() {
  const t = useT();
  const { keyword, setKeyword, results, open, setOpen, loading } = useHeaderSearch();
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = `cwt-search${useId()}`;
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useOutsideClick(rootRef, () => setOpen(false), open);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new results reset the highlight.
  useEffect(() => setActive(-1), [results]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: leaving the page closes the panel.
  useEffect(() => setOpen(false), [pathname]);

  const choose = (post: PostSummary) => {
    setOpen(false);
    navigate(PAGES.blog.href(post.id));
  };

  const trimmed = keyword.trim();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length) {
      event.preventDefault();
      setActive((i) => (open ? (i + 1) % results.length : 0));
      setOpen(true);
    } else if (event.key === 'ArrowUp' && results.length) {
      event.preventDefault();
      setActive((i) => (open && i > 0 ? i - 1 : results.length - 1));
      setOpen(true);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const post = open && active >= 0 ? results[active] : undefined;
      if (post) choose(post);
      else if (trimmed) {
        setOpen(false);
        navigate(`${PAGES.search.href}?query=${encodeURIComponent(trimmed)}`);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
      } else if (keyword) setKeyword('');
    }
  };

  const expanded = open && trimmed.length > 0;

  return (
    <div ref={rootRef} className={styles.root}>
      <span className={styles.icon}>
        <SearchIcon size={16} />
      </span>
      <input
        type="search"
        role="combobox"
        aria-label={t('reader.search.title')}
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(listId, active) : undefined}
        aria-busy={loading || undefined}
        placeholder={t('reader.search.placeholder')}
        autoComplete="off"
        className={styles.input}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        onFocus={() => trimmed && results.length > 0 && setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {expanded && (
        <SearchPanel
          id={listId}
          results={results}
          activeIndex={active}
          onSelect={choose}
          onHover={setActive}
          footer={
            <Link
              className={styles.all}
              to={`${PAGES.search.href}?query=${encodeURIComponent(trimmed)}`}
              onClick={() => setOpen(false)}
            >
              {t('reader.search.all', { term: trimmed })}
            </Link>
          }
        />
      )}
    </div>
  );
}
