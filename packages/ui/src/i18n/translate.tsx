// How @cwt/ui's components get their texts without importing @cwt/core (ui is the bottom layer): a
// translate function, given by the shell from core's one i18n instance through the provider (so a
// change of language renders ui's components again), or set once for code that renders ui without
// the shell (tests, Storybook). The messages are ui's own catalogue (`ui.*`), which the shell registers
// with core.
import { createContext, type ReactNode, useContext } from 'react';

export type UiMessageValues = Record<string, string | number | Date | null | undefined>;
export type UiTranslate = (id: string, values?: UiMessageValues) => string;

const TranslateContext = createContext<UiTranslate | null>(null);
let standing: UiTranslate | null = null;

/** The translate function for ui components rendered outside a `UiTranslateProvider`. */
export function setUiTranslate(translate: UiTranslate): void {
  standing = translate;
}

export function UiTranslateProvider({
  translate,
  children,
}: {
  translate: UiTranslate;
  children: ReactNode;
}) {
  return <TranslateContext.Provider value={translate}>{children}</TranslateContext.Provider>;
}

export function useUiT(): UiTranslate {
  const translate = useContext(TranslateContext) ?? standing;
  if (!translate)
    throw new Error('@cwt/ui needs a UiTranslateProvider or setUiTranslate (filled from @cwt/core)');
  return translate;
}

/** ui's catalogue per locale, for core's `registerCatalogue('ui', uiCatalogue)`. */
export const uiCatalogue = {
  en: () => import('./en.messages.json'),
  vi: () => import('./vi.messages.json'),
};
