import type { Decorator, Loader, Preview } from '@storybook/react';
import '@cwt/ui/tokens.css';
import { isLocale, LOCALES } from '@cwt/contracts';
import { activateLocale, LOCALE_NAMES, t } from '@cwt/core';
import { UiTranslateProvider } from '@cwt/ui';
// The catalogues of the bundles with stories: the shell's (with @cwt/ui's) and the remotes' own.
import '../shell/src/i18n/setup';
import '../mf-editor/src/i18n/catalogue';
import '../mf-reader/src/i18n/catalogue';
import '../mf-reader/src/i18n/pages/catalogue';
import '../mf-social/src/i18n/catalogue';
import '../mf-admin/src/i18n/catalogue';

// Mirrors the app: the theme is a `data-theme` attribute on <html>, driven here by the toolbar.
const withTheme: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  document.documentElement.setAttribute('data-theme', theme);
  return Story();
};

const localeOf = (globals: Record<string, unknown>) => (isLocale(globals.locale) ? globals.locale : 'en');

// As the shell does before its first render: the toolbar's language, its catalogues loaded.
const loadLocale: Loader = async (context) => {
  await activateLocale(localeOf(context.globals));
  return {};
};

// A new translate function per language, so every story renders again in it.
const withLocale: Decorator = (Story, context) => {
  const locale = localeOf(context.globals);
  return (
    <UiTranslateProvider key={locale} translate={(id, values) => t(id, values)}>
      {Story()}
    </UiTranslateProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme (data-theme on <html>)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language (the catalogues of @cwt/core)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LOCALES.map((value) => ({ value, title: LOCALE_NAMES[value] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  loaders: [loadLocale],
  decorators: [withTheme, withLocale],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
