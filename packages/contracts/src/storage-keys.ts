/** Browser storage keys the spec names; each is its own localStorage entry. See docs/browser-storage.md. */
export const STORAGE_KEYS = {
  token: 'token',
  username: 'username',
  profilePicture: 'profilePicture',
  userId: 'userId',
  userRole: 'userRole',
  email: 'email',
  savedPosts: 'savedPosts',
  layout: 'layout',
  theme: 'theme',
  loginSuccess: 'loginSuccess',
  newPostCreated: 'newPostCreated',
  editorDraft: 'cwt.editorDraft',
  locale: 'locale',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
