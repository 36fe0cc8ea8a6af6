// The admin remote's catalogue (`admin.*`). Its exposed module imports this file, so the remote brings
// its messages wherever it is mounted, and core's remote loader loads them in the active language
// before the module first renders.
import { registerCatalogue } from '@cwt/core';

registerCatalogue('admin', {
  en: () => import('./en.messages.json'),
  vi: () => import('./vi.messages.json'),
});
