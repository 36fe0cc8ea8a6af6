import { readdirSync } from 'node:fs';
import path from 'node:path';
import { type Messages, setupI18n } from '@lingui/core';
import { composeStories } from '@storybook/react';
import { act, cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { toast } from 'react-hot-toast';
import * as AuthorCardStories from './components/AuthorCard/AuthorCard.stories';
import * as AvatarStories from './components/Avatar/Avatar.stories';
import * as BadgeStories from './components/Badge/Badge.stories';
import * as ButtonStories from './components/Button/Button.stories';
import * as CardStories from './components/Card/Card.stories';
import * as ConfirmDialogStories from './components/ConfirmDialog/ConfirmDialog.stories';
import * as DataTableStories from './components/DataTable/DataTable.stories';
import * as EmptyStateStories from './components/EmptyState/EmptyState.stories';
import * as ErrorCardStories from './components/ErrorCard/ErrorCard.stories';
import * as HomeHeroStories from './components/HomeHero/HomeHero.stories';
import * as IconStories from './components/Icon/Icon.stories';
import * as InlineComposerStories from './components/InlineComposer/InlineComposer.stories';
import * as LanguageToggleStories from './components/LanguageToggle/LanguageToggle.stories';
import * as LayoutToggleStories from './components/LayoutToggle/LayoutToggle.stories';
import * as MentionTextFieldStories from './components/MentionCombobox/MentionTextField.stories';
import * as MenuStories from './components/Menu/Menu.stories';
import * as ModalStories from './components/Modal/Modal.stories';
import * as PagerStories from './components/Pager/Pager.stories';
import * as PasswordFieldStories from './components/PasswordField/PasswordField.stories';
import * as PeopleListStories from './components/PeopleList/PeopleList.stories';
import * as PostCardStories from './components/PostCard/PostCard.stories';
import * as PostHeroStories from './components/PostHero/PostHero.stories';
import * as RemoteStatusStories from './components/RemoteStatus/RemoteStatus.stories';
import * as SelectStories from './components/Select/Select.stories';
import * as SkeletonStories from './components/Skeleton/Skeleton.stories';
import * as SpinnerStories from './components/Spinner/Spinner.stories';
import * as SwitchStories from './components/Switch/Switch.stories';
import * as TabsStories from './components/Tabs/Tabs.stories';
import * as TextFieldStories from './components/TextField/TextField.stories';
import * as ThemeToggleStories from './components/ThemeToggle/ThemeToggle.stories';
import * as ToastStories from './components/Toast/Toast.stories';
import * as VisuallyHiddenStories from './components/VisuallyHidden/VisuallyHidden.stories';
import { setUiTranslate, uiCatalogue } from './i18n/translate';

const modules = {
  AuthorCard: AuthorCardStories,
  Avatar: AvatarStories,
  Badge: BadgeStories,
  Button: ButtonStories,
  Card: CardStories,
  ConfirmDialog: ConfirmDialogStories,
  DataTable: DataTableStories,
  EmptyState: EmptyStateStories,
  Icon: IconStories,
  ErrorCard: ErrorCardStories,
  HomeHero: HomeHeroStories,
  InlineComposer: InlineComposerStories,
  LanguageToggle: LanguageToggleStories,
  LayoutToggle: LayoutToggleStories,
  MentionTextField: MentionTextFieldStories,
  Menu: MenuStories,
  Modal: ModalStories,
  Pager: PagerStories,
  PasswordField: PasswordFieldStories,
  PeopleList: PeopleListStories,
  PostCard: PostCardStories,
  PostHero: PostHeroStories,
  RemoteStatus: RemoteStatusStories,
  Select: SelectStories,
  Skeleton: SkeletonStories,
  Spinner: SpinnerStories,
  Switch: SwitchStories,
  Tabs: TabsStories,
  TextField: TextFieldStories,
  ThemeToggle: ThemeToggleStories,
  Toast: ToastStories,
  VisuallyHidden: VisuallyHiddenStories,
};

// Stories that intentionally render nothing.
const EMPTY_BY_DESIGN = new Set(['Pager/SinglePage']);

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
  cleanup();
  act(() => toast.remove());
});

describe('stories', () => {
  it('covers every *.stories.tsx file of the package', () => {
    const componentsDir = path.join(__dirname, 'components');
    const onDisk = readdirSync(componentsDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.stories.tsx'))
      .map((file) => path.basename(file, '.stories.tsx'))
      .sort();
    expect(Object.keys(modules).sort()).toEqual(onDisk);
  });

  // Each module composes to a different story type; rendering only needs "a component without props".
  const cases: Array<[string, ComponentType]> = Object.entries(modules).flatMap(([name, module]) =>
    Object.entries(composeStories(module as Parameters<typeof composeStories>[0])).map(
      ([story, Story]): [string, ComponentType] => [`${name}/${story}`, Story as ComponentType],
    ),
  );

  // Every story in both languages, translated from ui's own catalogue (as Storybook's toolbar does
  // through core, which this package may not import): no message id may show.
  describe.each(['en', 'vi'] as const)('in %s', (locale) => {
    beforeAll(async () => {
      const i18n = setupI18n();
      // The Jest transform compiled the catalogue, as the bundles' loader does.
      i18n.load(locale, (await uiCatalogue[locale]()).default as Messages);
      i18n.activate(locale);
      setUiTranslate((id, values) => i18n._(id, values));
    });

    it.each(cases)('%s renders without React errors', async (id, Story) => {
      const consoleError = jest.spyOn(console, 'error');
      const { container } = render(<Story />);
      await act(async () => {});
      if (EMPTY_BY_DESIGN.has(id)) {
        expect(container).toBeEmptyDOMElement();
      } else {
        // Modals portal into body next to the container, so count both.
        expect(container.childElementCount + document.body.childElementCount - 1).toBeGreaterThan(0);
      }
      expect(document.body.innerHTML).not.toMatch(/\bui\.[a-z]+\.[a-zA-Z]/);
      expect(consoleError).not.toHaveBeenCalled();
      consoleError.mockRestore();
    });
  });
});
