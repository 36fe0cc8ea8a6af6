// The public entry of @cwt/core, a federated singleton: every bundle shares this one instance, so the
// session, SWR cache, event bus and runtime config are the same everywhere on the page. It exports what
// a bundle calls; the few exports no app calls today stay for a reason docs/version-skew.md gives.

// Defined once in contracts; kept on core's surface for remotes built against it (docs/version-skew.md).
export { isObjectId } from '@cwt/contracts';
export { accountApi, useMe } from './api/account';
export { authApi } from './api/auth';
export { blocksApi, useBlockState, useMyBlocks, useMyMutes } from './api/blocks';
export { bookmarksApi, useBookmarks } from './api/bookmarks';
export {
  ApiError,
  apiRequest,
  apiRequestWithTotal,
  apiUrl,
  isApiError,
  NETWORK_ERROR_MESSAGE,
  type Query,
} from './api/client';
export { commentsApi } from './api/comments';
export { contactApi } from './api/contact';
export { useFollowingFeed } from './api/feed';
export { historyApi, useHistory } from './api/history';
export { likesApi } from './api/likes';
export { mediaApi } from './api/media';
export {
  notificationPreferencesApi,
  useNotificationPreferences,
  useThreadMuted,
} from './api/notification-preferences';
export { onNotificationsRead, revalidateNotifications } from './api/notifications';
export { postsApi } from './api/posts';
export { peekRuntimeConfig, setRuntimeConfig } from './config';
export { emit, events, on } from './events';
export {
  FIRST_VIEW_DATA_ID,
  type FirstViewData,
  firstViewData,
  resetFirstViewData,
  servedPost,
} from './first-view';
export { setFlag, takeFlag } from './flags';
export {
  countWords,
  formatCardDate,
  formatDayMonthYear,
  formatLongDate,
  formatMonthYear,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  MONTH_NAMES,
  NOT_AVAILABLE,
  postDetails,
  stripProtocol,
  usernameFallback,
} from './format';
export {
  type CatalogueLoaders,
  type CatalogueModule,
  loadAllCatalogues,
  loadCatalogues,
  registerCatalogue,
} from './i18n/catalogues';
export { errorText } from './i18n/error-text';
export { type OtherLanguage, useOtherLanguage } from './i18n/language-choice';
export {
  activateLocale,
  adoptProfileLocale,
  applyLocale,
  getLocale,
  initialLocale,
  localeCookieValue,
  localeStore,
  SERVED_LOCALE_ATTRIBUTE,
  setLocale,
  useLocale,
} from './i18n/locale';
export { LOCALE_NAMES } from './i18n/locale-names';
export { type MessageValues, type Translate, t, useT } from './i18n/translate';
export { useWorded, type Wording } from './i18n/worded';
export { useListLayout } from './layout';
export { remoteNameOf, resetRemoteComponentCache, setRemoteRuntime } from './remotes/load-remote-component';
export { useRemoteComponent } from './remotes/use-remote-component';
export { setSearchTerm, useSearchTerm } from './search';
export {
  getSession,
  getToken,
  isAdmin,
  signIn,
  signOut,
  updateSession,
  useSession,
} from './session/session-store';
export { readStorage, removeStorage, writeStorage } from './storage';
export {
  revalidateComments,
  useCategories,
  useCommentReplies,
  useComments,
  useMostLiked,
  usePost,
  usePosts,
  useRelatedPosts,
  useSearchPosts,
  useTags,
  useTopAuthors,
} from './swr/hooks';
export { isCommentsKey, pathIs, pathUnder, REPLIES_PAGE_SIZE, swrKeys } from './swr/keys';
export { patchCachedPost, postCreated, postEdited, revalidatePosts } from './swr/post-cache';
export { prefetchPost } from './swr/prefetch';
export { CoreSWRProvider, swrFetcher, swrTotalFetcher } from './swr/provider';
export { setTheme, type Theme, toggleTheme, useTheme } from './theme';
export { pageTitle, SITE_NAME, useDocumentTitle } from './title';
