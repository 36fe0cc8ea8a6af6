// The navigation's entries; `message` is the label's id in the shell's catalogue.
import { PAGES } from '@cwt/contracts';

export const TOP_NAV = [
  { message: 'shell.nav.home', to: PAGES.home.href },
  { message: 'shell.nav.about', to: PAGES.about.href },
  { message: 'shell.nav.support', to: PAGES.support.href },
  { message: 'shell.nav.bookmarks', to: PAGES.saved.href },
] as const;

export const SIDE_NAV = [
  { message: 'shell.nav.bookmarks', to: PAGES.saved.href, icon: 'bookmark' },
  { message: 'shell.nav.tag', to: PAGES.tags.href, icon: 'tag' },
  { message: 'shell.nav.popular', to: PAGES.popular.href, icon: 'flame' },
  { message: 'shell.nav.feedback', to: PAGES.feedback.href, icon: 'chat' },
  { message: 'shell.nav.history', to: PAGES.history.href, icon: 'history' },
] as const;

export const COPYRIGHT = '© 2026 CWT';
