import path from 'node:path';
import { describeEveryStory } from '@cwt/build/story-kit';
import { type Messages, setupI18n } from '@lingui/core';
import { act } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { setUiTranslate, uiCatalogue } from './i18n/translate';

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

afterEach(() => {
  act(() => toast.remove());
});

// Every story in both languages (packages/build/story-kit.tsx), translated from ui's own catalogue
// as Storybook's toolbar does through core, which this package may not import.
describeEveryStory(path.join(__dirname, 'components'), {
  activate: async (locale) => {
    const i18n = setupI18n();
    // The Jest transform compiled the catalogue, as the bundles' loader does.
    i18n.load(locale, (await uiCatalogue[locale]()).default as Messages);
    i18n.activate(locale);
    setUiTranslate((id, values) => i18n._(id, values));
    document.documentElement.lang = locale;
  },
  emptyByDesign: ['Pager/SinglePage'],
});
