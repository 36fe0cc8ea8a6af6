// The messages of the shell's own pages (login, sign-up, about, support, feedback, not found): a
// catalogue of their own, registered when one of those pages is loaded, so home's and a post's first
// view carry only the chrome's messages. The routes load it before the page renders (lazyPage).
import { registerCatalogue } from '@cwt/core';

registerCatalogue('shell-pages', {
  en: () => import('./en.messages.json'),
  vi: () => import('./vi.messages.json'),
});
