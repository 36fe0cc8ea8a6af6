import { PAGES } from '@cwt/contracts';

export const TOP_NAV = [
  { label: 'Home', to: PAGES.home.href },
  { label: 'About', to: PAGES.about.href },
  { label: 'Support', to: PAGES.support.href },
  { label: 'Bookmarks', to: PAGES.saved.href },
] as const;

export const SIDE_NAV = [
  { label: 'Bookmarks', to: PAGES.saved.href, icon: 'bookmark' },
  { label: 'Tag', to: PAGES.tags.href, icon: 'tag' },
  { label: 'Popular', to: PAGES.popular.href, icon: 'flame' },
  { label: 'Feedback', to: PAGES.feedback.href, icon: 'chat' },
  { label: 'History', to: PAGES.history.href, icon: 'history' },
] as const;

export const COPYRIGHT = '© 2026 CWT';
