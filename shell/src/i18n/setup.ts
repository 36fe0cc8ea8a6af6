// The shell's part of the one i18n instance: its own catalogue and @cwt/ui's, registered with core
// before anything renders, and ui's components translating through core.
import { registerCatalogue, t } from '@cwt/core';
import { setUiTranslate, uiCatalogue } from '@cwt/ui';

registerCatalogue('shell', {
  en: () => import('./en.messages.json'),
  vi: () => import('./vi.messages.json'),
});
registerCatalogue('ui', uiCatalogue);
setUiTranslate(t);
