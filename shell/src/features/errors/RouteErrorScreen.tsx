import { PAGES } from '@cwt/contracts';
import { pageTitle, t, useT } from '@cwt/core';
import { isRouteErrorResponse, useRouteError } from '@cwt/router';
import { useEffect } from 'react';
import styles from './ErrorScreens.module.css';

export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.statusText || `${error.status}`;
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return t('shell.error.unknown');
}

/** The router's error element: something outside every remote's own error card broke. */
export function RouteErrorView({ error }: { error: unknown }) {
  const translate = useT();
  const title = pageTitle(translate('shell.error.documentTitle'));
  useEffect(() => {
    document.title = title;
  }, [title]);
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <section className={styles.screen} role="alert">
      <h1 className={styles.title}>{translate('shell.error.title')}</h1>
      <p className={styles.detail}>
        {status ? `${status} ` : ''}
        {describeRouteError(error)}
      </p>
      {/* A plain link: a full load recovers even when the router itself is what failed. */}
      <a href={PAGES.home.href} className={styles.homeLink}>
        {translate('shell.backHome')}
      </a>
    </section>
  );
}

export function RouteErrorScreen() {
  const error = useRouteError();
  return <RouteErrorView error={error} />;
}
