import { STORAGE_KEYS } from '@cwt/contracts';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { emit } from './events';
import { readStorage, writeStorage } from './storage';

export type Theme = 'light' | 'dark';

function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** The stored choice, else the system preference. Same rule as the inline script in the shell's index.html. */
export function initialTheme(): Theme {
  const stored = readStorage(STORAGE_KEYS.theme);
  if (isTheme(stored)) return stored;
  try {
    return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function applyTheme(theme: Theme): void {
  if (typeof document !== 'undefined') {
    document.documentElement.dataset.theme = theme;
    document.documentElement.style.colorScheme = theme;
  }
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

export const themeStore = createStore<ThemeState>()((set, get) => ({
  theme: initialTheme(),
  setTheme: (theme) => {
    if (!isTheme(theme)) return;
    writeStorage(STORAGE_KEYS.theme, theme);
    applyTheme(theme);
    if (get().theme !== theme) {
      set({ theme });
      emit('theme:changed', { theme });
    }
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
}));

applyTheme(themeStore.getState().theme);

if (typeof window !== 'undefined') {
  // Another tab (or the admin Settings page in another tab) changed the theme.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.theme && isTheme(event.newValue)) {
      applyTheme(event.newValue);
      themeStore.setState({ theme: event.newValue });
      emit('theme:changed', { theme: event.newValue });
    }
  });
}

export function useTheme(): ThemeState {
  return useStore(themeStore);
}

export const setTheme = (theme: Theme) => themeStore.getState().setTheme(theme);
export const toggleTheme = () => themeStore.getState().toggleTheme();
