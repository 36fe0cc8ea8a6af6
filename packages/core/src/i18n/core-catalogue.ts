// Core's own messages (dates, reading time, the remote loader's errors): registered with core itself,
// so every page that has core has them.
import { registerCatalogue } from './catalogues';

registerCatalogue('core', { en: () => import('./en.messages.json'), vi: () => import('./vi.messages.json') });
