import { createFederatedConfig } from '@cwt/build/webpack';

export default createFederatedConfig({
  name: 'social',
  dir: import.meta.dirname,
  port: Number(process.env.SOCIAL_PORT ?? 3003),
  exposes: {
    './ProfilePage': './src/features/profile/ProfilePage.tsx',
    './BookmarksPage': './src/features/bookmarks/BookmarksPage.tsx',
    './NotificationsPage': './src/features/notifications/NotificationsPage.tsx',
    './NotificationBell': './src/features/notifications/NotificationBell.tsx',
    './HistoryPage': './src/features/history/HistoryPage.tsx',
    './AccountPage': './src/features/account/AccountPage.tsx',
    './ForgotPasswordPage': './src/features/password/ForgotPasswordPage.tsx',
    './ResetPasswordPage': './src/features/password/ResetPasswordPage.tsx',
  },
});
