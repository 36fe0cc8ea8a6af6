/**
 * The modules each remote exposes: the one list the remotes' webpack configs, the shell's loader
 * and the docs read, so a page is never referenced under a name its remote does not expose.
 */
export const REMOTES = {
  reader: [
    './HomePage',
    './BlogDetailPage',
    './PopularPage',
    './TagsPage',
    './CategoryPage',
    './SearchPage',
    './SearchBox',
  ],
  editor: ['./CreatePostPage', './RichTextEditor', './MyDraftsPage'],
  social: [
    './ProfilePage',
    './BookmarksPage',
    './NotificationsPage',
    './NotificationBell',
    './HistoryPage',
    './AccountPage',
    './ForgotPasswordPage',
    './ResetPasswordPage',
  ],
  admin: ['./AdminApp'],
} as const;

export type RemoteName = keyof typeof REMOTES;
export type ExposedModule<R extends RemoteName> = (typeof REMOTES)[R][number];
/** `reader/HomePage`-style id understood by loadRemote. */
export type RemoteModuleId = {
  [R in RemoteName]: `${R}/${ExposedModule<R> extends `./${infer M}` ? M : never}`;
}[RemoteName];

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];
