// The social remote's catalogue (`social.*`). Every exposed module imports this file, so the remote
// brings its messages wherever it is mounted, and core's remote loader loads them in the active
// language before the module first renders.
import { notificationCatalogue } from '@cwt/contracts';
import { registerCatalogue } from '@cwt/core';

registerCatalogue('social', {
  en: () => import('./en.messages.json'),
  vi: () => import('./vi.messages.json'),
});
// The notification texts (`notification.*`), which the API renders too: @cwt/contracts holds them for
// both. The bell and the notifications page render them in the active language.
registerCatalogue('notification', notificationCatalogue);
