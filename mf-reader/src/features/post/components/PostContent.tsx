import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styles from './PostContent.module.css';

// Links in posts open safely in a new tab; the hook runs for every sanitize call in this bundle.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
});

/** Post HTML, sanitized in the browser too (the server sanitizes on write; this guards old or foreign data). */
export function PostContent({ html }: { html: string }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] }),
    [html],
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above.
  return <div className={styles.content} dangerouslySetInnerHTML={{ __html: clean }} />;
}
