import { useEffect } from 'react';

export const SITE_NAME = 'CWT';

/** 'Login' -> 'Login · CWT'; no title -> 'CWT'. */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}

/** Sets document.title while the page is mounted. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
