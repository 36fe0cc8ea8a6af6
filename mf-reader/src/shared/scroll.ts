/** Brings a section into view after a page change (no-op where scrolling is not implemented, e.g. jsdom). */
export function scrollToSection(element: HTMLElement | null): void {
  if (!element || typeof element.scrollIntoView !== 'function') return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}
