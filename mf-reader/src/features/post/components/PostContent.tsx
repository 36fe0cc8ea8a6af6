import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styles from './PostContent.module.css';

/**
 * The inline styles the editor writes, with the values the API's sanitizer accepts
 * (api/src/lib/html.ts). DOMPurify keeps any style by default: position:fixed overlays,
 * url(...) requests to other hosts, expression(...) and the like in HTML the API never cleaned.
 */
const ALLOWED_STYLES: Record<string, RegExp> = {
  'text-align': /^(left|right|center|justify)$/,
  'padding-left': /^\d+(\.\d+)?(em|rem|px)$/,
  'margin-left': /^\d+(\.\d+)?(em|rem|px)$/,
};

function allowedStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      const name = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      return colon > 0 && ALLOWED_STYLES[name]?.test(value) ? `${name}: ${value}` : '';
    })
    .filter(Boolean)
    .join('; ');
}

// The hook runs for every sanitize call in this bundle.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  // Links in posts open safely in a new tab.
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
  const style = node.getAttribute('style');
  if (style !== null) {
    const kept = allowedStyle(style);
    if (kept) node.setAttribute('style', kept);
    else node.removeAttribute('style');
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
