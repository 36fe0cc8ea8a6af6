// The public entry of @cwt/core, a federated singleton: every bundle shares this one instance, so the
// session, SWR cache, event bus and runtime config are the same everywhere on the page.

// Defined once in contracts; kept on core's surface for remotes built against it (docs/version-skew.md).
export { isObjectId } from '@cwt/contracts';
export { accountApi, useMe } from './api/account';
export { authApi } from './api/auth';
export { blocksApi, useBlockState, useMyBlocks, useMyMutes } from './api/blocks';
export { bookmarksApi, useBookmarks } from './api/bookmarks';
export { categoriesApi } from './api/categories';
export {
  ApiError,
  apiClient,
  apiRequest,
  apiRequestWithTotal,
  apiUrl,
  isApiError,
  type Query,
  type QueryValue,
  type RequestOptions,
} from './api/client';
export { type CommentListParams, type CommentRepliesParams, commentsApi } from './api/comments';
export { contactApi } from './api/contact';
export { conflictCopy, type DraftListParams, draftsApi, useDraft, useDrafts } from './api/drafts';
export { type FeedParams, feedApi, useFollowingFeed } from './api/feed';
export { followsApi, useFollowList } from './api/follows';
export { historyApi, useHistory } from './api/history';
export { likesApi } from './api/likes';
export { mediaApi } from './api/media';
export { MENTION_LOOKUP_DELAY_MS, useMentionSuggestions } from './api/mentions';
export {
  notificationPreferencesApi,
  useNotificationPreferences,
  useThreadMuted,
} from './api/notification-preferences';
export { type NotificationsState, useNotifications } from './api/notification-stream';
export { notificationsApi, useNotificationPage } from './api/notifications';
export { postWritesApi } from './api/post-writes';
export { type MostLikedParams, type PostListParams, postsApi, type SearchParams } from './api/posts';
export { useProfile, useUserPosts } from './api/profiles';
export { topicsApi, useFollowsTopic, useMyTopics } from './api/topics';
export {
  type UploadedImage,
  type UploadImageOptions,
  type UploadProgress,
  uploadedUrl,
  uploadImage,
} from './api/uploads';
export { getRuntimeConfig, peekRuntimeConfig, setRuntimeConfig } from './config';
export { type CoreEventName, type CoreEvents, emit, events, on } from './events';
export {
  FIRST_VIEW_DATA_ID,
  type FirstViewData,
  firstViewData,
  resetFirstViewData,
  servedPost,
} from './first-view';
export { type FlagName, peekFlag, setFlag, takeFlag } from './flags';
export {
  countWords,
  type DateInput,
  formatCardDate,
  formatChartLabel,
  formatDayMonthYear,
  formatLongDate,
  formatMonthYear,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  MONTH_NAMES,
  NOT_AVAILABLE,
  postDetails,
  readingTime,
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
export { type ListLayout, layoutStore, setListLayout, useListLayout } from './layout';
export {
  type RemoteComponent,
  type RemoteRuntime,
  remoteNameOf,
  resetRemoteComponentCache,
  setRemoteRuntime,
} from './remotes/load-remote-component';
export { type RemoteComponentState, useRemoteComponent } from './remotes/use-remote-component';
export { getSearchTerm, type SearchState, searchStore, setSearchTerm, useSearchTerm } from './search';
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
export {
  revalidateComments,
  type SearchResults,
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
export { isCommentsKey, pathIs, REPLIES_PAGE_SIZE, type SWRKey, swrKeys } from './swr/keys';
export { patchCachedPost, revalidatePosts } from './swr/post-cache';
export { prefetchPost } from './swr/prefetch';
export { CoreSWRProvider, swrFetcher, swrTotalFetcher } from './swr/provider';
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
