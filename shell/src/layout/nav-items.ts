import { PAGES } from '@cwt/contracts';

export const TOP_NAV = [
  { label: 'Home', to: PAGES.home },
  { label: 'About', to: PAGES.about },
  { label: 'Support', to: PAGES.support },
  { label: 'Bookmarks', to: PAGES.saved },
] as const;

export const SIDE_NAV = [
  { label: 'Bookmarks', to: PAGES.saved, icon: 'bookmark' },
  { label: 'Tag', to: PAGES.tags, icon: 'tag' },
  { label: 'Popular', to: PAGES.popular, icon: 'flame' },
  { label: 'Feedback', to: PAGES.feedback, icon: 'chat' },
  { label: 'History', to: PAGES.history, icon: 'history' },
] as const;

export const COPYRIGHT = '© 2026 CWT';
