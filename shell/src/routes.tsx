import { PAGES, type RemoteModuleId } from '@cwt/contracts';
import { prefetchPost } from '@cwt/core';
import type { Params, RouteObject } from '@cwt/router';
import type { ReactNode } from 'react';
import { AdminRoute } from './features/auth/AdminRoute';
import { RouteErrorScreen } from './features/errors/RouteErrorScreen';
import { lazyPage } from './i18n/lazy-page';
import { HomePlaceholder } from './layout/HomePlaceholder';
import { PostPlaceholder } from './layout/PostPlaceholder';
import { PublicLayout } from './layout/PublicLayout';
import { Root } from './layout/Root';
import { RemoteModule } from './remotes/RemoteModule';

// Shell pages are split out too: the home page (a reader page) downloads none of them.
const LoginPage = lazyPage(() => import('./features/auth/LoginPage'));
const RegisterPage = lazyPage(() => import('./features/auth/RegisterPage'));
const AboutPage = lazyPage(() => import('./features/info/AboutPage'));
const SupportPage = lazyPage(() => import('./features/info/SupportPage'));
const FeedbackPage = lazyPage(() => import('./features/info/FeedbackPage'));
const NotFoundPage = lazyPage(() => import('./features/errors/NotFoundPage'));

/** What a page shows while its remote loads, when not the default spinner. */
const PLACEHOLDERS: Partial<Record<RemoteModuleId, ReactNode>> = {
  // The prerendered first view (index.html): the hero stays put while the reader loads.
  'reader/HomePage': <HomePlaceholder />,
  // A post served with its header (the shell's server): the header and cover stay put.
  'reader/BlogDetailPage': <PostPlaceholder />,
};

/** The first request of a page whose largest paint waits for it, started while its remote loads. */
const PREFETCH: Partial<Record<RemoteModuleId, (params: Readonly<Params>) => void>> = {
  'reader/BlogDetailPage': ({ id }) => prefetchPost(id),
};

const remote = (path: string, id: RemoteModuleId): RouteObject => {
  const element = <RemoteModule id={id} fallback={PLACEHOLDERS[id]} prefetch={PREFETCH[id]} />;
  return path === PAGES.home.pattern ? { index: true, element } : { path, element };
};

/**
 * Every page of the site, by the spec's paths (PAGES' patterns). Remote pages read their params with
 * react-router hooks, named as in the pattern.
 */
export const REMOTE_PAGES: [path: string, id: RemoteModuleId][] = [
  [PAGES.home.pattern, 'reader/HomePage'],
  [PAGES.blog.pattern, 'reader/BlogDetailPage'],
  [PAGES.popular.pattern, 'reader/PopularPage'],
  [PAGES.tags.pattern, 'reader/TagsPage'],
  [PAGES.category.pattern, 'reader/CategoryPage'],
  [PAGES.search.pattern, 'reader/SearchPage'],
  [PAGES.newPost.pattern, 'editor/CreatePostPage'],
  [PAGES.createPost.pattern, 'editor/CreatePostPage'],
  [PAGES.editPost.pattern, 'editor/CreatePostPage'],
  [PAGES.drafts.pattern, 'editor/MyDraftsPage'],
  [PAGES.profile.pattern, 'social/ProfilePage'],
  [PAGES.saved.pattern, 'social/BookmarksPage'],
  [PAGES.history.pattern, 'social/HistoryPage'],
  [PAGES.account.pattern, 'social/AccountPage'],
  [PAGES.notifications.pattern, 'social/NotificationsPage'],
  [PAGES.forgotPassword.pattern, 'social/ForgotPasswordPage'],
  [PAGES.resetPassword.pattern, 'social/ResetPasswordPage'],
];

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteErrorScreen />,
    children: [
      // The admin remote brings its own chrome: no public top bar or side menu.
      { path: `${PAGES.admin.pattern}/*`, element: <AdminRoute /> },
      {
        element: <PublicLayout />,
        errorElement: <RouteErrorScreen />,
        children: [
          ...REMOTE_PAGES.map(([path, id]) => remote(path, id)),
          { path: PAGES.login.pattern, element: <LoginPage /> },
          { path: PAGES.register.pattern, element: <RegisterPage /> },
          { path: PAGES.about.pattern, element: <AboutPage /> },
          { path: PAGES.support.pattern, element: <SupportPage /> },
          { path: PAGES.feedback.pattern, element: <FeedbackPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
