// `@cwt/core/social`: the people side's reads and writes (the live notification stream, follows, followed
// topics, profiles, @mention suggestions), which neither home nor a post page makes for a signed-out
// reader; a shared singleton of its own for the reason src/editor/index.ts gives, and like it these
// files import @cwt/core by name so they run on the one shared core (one session, one SWR cache).
export { followsApi, useFollowList } from './follows';
export { useMentionSuggestions } from './mentions';
export { useNotifications } from './notification-stream';
export { notificationsApi, useNotificationPage } from './notifications';
export { useProfile, useUserPosts } from './profiles';
export { topicsApi, useFollowsTopic, useMyTopics } from './topics';
