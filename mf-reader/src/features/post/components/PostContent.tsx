import { CODE_LANGUAGE_CLASS } from '@cwt/contracts';
import DOMPurify from 'dompurify';
import { type MouseEvent, useEffect, useMemo, useRef } from 'react';
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

/** The classes the API's sanitizer keeps: the editor's layout anywhere, a code language on code only. */
const LAYOUT_CLASS = /^ql-(align|indent)-[\w-]+$/;

function allowedClasses(node: Element, classes: string): string {
  return classes
    .split(/\s+/)
    .filter((c) => LAYOUT_CLASS.test(c) || (node.tagName === 'CODE' && CODE_LANGUAGE_CLASS.test(c)))
    .join(' ');
}

// The hook runs for every sanitize call in this bundle.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  // A mention is the site's own profile page (the API writes it only as `/profile/{id}`): it opens in
  // this tab. The attribute goes from any other link, which opens safely in a new tab.
  if (
    node.tagName === 'A' &&
    node.hasAttribute('data-mention') &&
    !/^\/profile\/[0-9a-f]{24}$/.test(node.getAttribute('href') ?? '')
  )
    node.removeAttribute('data-mention');
  if (node.tagName === 'A' && node.getAttribute('href') && !node.hasAttribute('data-mention')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
  const classes = node.getAttribute('class');
  if (classes !== null) {
    const kept = allowedClasses(node, classes);
    if (kept) node.setAttribute('class', kept);
    else node.removeAttribute('class');
  }
  const style = node.getAttribute('style');
  if (style !== null) {
    const kept = allowedStyle(style);
    if (kept) node.setAttribute('style', kept);
    else node.removeAttribute('style');
  }
});

/** True when the sanitized HTML has a code block naming a language: only then is the highlighter loaded. */
export function hasHighlightableCode(clean: string): boolean {
  return /<code class="[^"]*\blanguage-/.test(clean);
}

/**
 * The path a plain left click on a mention link goes to, or null for any other click (a modified
 * click keeps the browser's own behaviour: a new tab or window).
 */
export function mentionTarget(event: MouseEvent<HTMLElement>): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element).closest?.('a[data-mention]');
  return link?.getAttribute('href') ?? null;
}

/**
 * Post HTML, sanitized in the browser too (the server sanitizes on write; this guards old or foreign
 * data). Code blocks that name a language are highlighted once the highlighter chunk has loaded. A
 * mention opens its profile through `onNavigate` (the router), not a full page load.
 */
export function PostContent({ html, onNavigate }: { html: string; onNavigate?: (path: string) => void }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] }),
    [html],
  );
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!hasHighlightableCode(clean)) return;
    let current = true;
    // React sets the HTML again only when `clean` changes, and this effect then runs again.
    import(/* webpackChunkName: "highlight-code" */ '../highlight/highlight-code')
      .then(({ highlightCodeIn }) => (current && root.current ? highlightCodeIn(root.current) : 0))
      .catch(() => {
        // Unhighlighted code is still readable: a chunk that failed to load changes nothing else.
      });
    return () => {
      current = false;
    };
  }, [clean]);
  const followMention = (event: MouseEvent<HTMLDivElement>) => {
    const path = onNavigate ? mentionTarget(event) : null;
    if (!path) return;
    event.preventDefault();
    onNavigate?.(path);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the links inside take the keyboard (Enter on a link is a click); this only routes their clicks.
    <div
      ref={root}
      className={styles.content}
      onClick={followMention}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
