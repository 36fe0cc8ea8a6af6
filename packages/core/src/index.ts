// The public entry of @cwt/core, a federated singleton: every bundle shares this one instance, so the
// session, SWR cache, event bus and runtime config are the same everywhere on the page.

export { authApi } from './api/auth';
export { categoriesApi } from './api/categories';
export {
  ApiError,
  apiClient,
  apiRequest,
  apiUrl,
  isApiError,
  NETWORK_ERROR_MESSAGE,
  type Query,
  type QueryValue,
  type RequestOptions,
} from './api/client';
export { contactApi } from './api/contact';
export { type PostListParams, postsApi } from './api/posts';
export { getRuntimeConfig, peekRuntimeConfig, setRuntimeConfig } from './config';
export { type CoreEventName, type CoreEvents, emit, events, on } from './events';
export { type FlagName, peekFlag, setFlag, takeFlag } from './flags';
export {
  countWords,
  type DateInput,
  formatCardDate,
  formatChartLabel,
  formatDayMonthYear,
  formatLongDate,
  formatPercent,
  formatRelativeTime,
  isObjectId,
  NOT_AVAILABLE,
  readingTime,
  stripProtocol,
  usernameFallback,
} from './format';
export {
  getSession,
  getToken,
  isAdmin,
  type SessionData,
  type SessionState,
  SIGN_OUT_KEYS,
  sessionStore,
  signIn,
  signOut,
  updateSession,
  useSession,
} from './session/session-store';
export { readStorage, removeStorage, writeStorage } from './storage';
export { revalidatePosts, useCategories, useMe, usePosts } from './swr/hooks';
export { isPostsKey, type SWRKey, swrKeys } from './swr/keys';
export { CoreSWRProvider, swrFetcher } from './swr/provider';
export {
  applyTheme,
  initialTheme,
  setTheme,
  type Theme,
  themeStore,
  toggleTheme,
  useTheme,
} from './theme';
export { pageTitle, SITE_NAME, useDocumentTitle } from './title';
