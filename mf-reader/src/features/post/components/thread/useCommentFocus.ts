import { type RefObject, useEffect } from 'react';
import styles from '../Comments.module.css';

const COMMENT_HASH = /^#(comment-[0-9a-f]{24})$/;

/**
 * A link to `/blog/<id>#comment-<commentId>` (a reply or comment notification) lands on that
 * comment: once it is rendered (threads load after the page), it is scrolled to, focused, so
 * screen readers announce it, and highlighted until the address changes.
 */
export function useCommentFocus(section: RefObject<HTMLElement | null>, hash: string): void {
  useEffect(() => {
    const root = section.current;
    const target = COMMENT_HASH.exec(hash)?.[1];
    if (!root || !target) return;
    let found: HTMLElement | null = null;
    const land = () => {
      const element = root.ownerDocument.getElementById(target);
      if (!element || !root.contains(element)) return false;
      found = element;
      element.classList.add(styles.highlight ?? 'highlight');
      element.scrollIntoView({ block: 'center' });
      element.focus({ preventScroll: true });
      return true;
    };
    if (land()) return () => found?.classList.remove(styles.highlight ?? 'highlight');
    const observer = new MutationObserver(() => {
      if (land()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      found?.classList.remove(styles.highlight ?? 'highlight');
    };
  }, [section, hash]);
}
