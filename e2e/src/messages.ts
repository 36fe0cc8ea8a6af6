// The product's own texts for a test to expect, read from every bundle's catalogue
// (`<bundle>/src/**/<locale>.messages.json`) and formatted by Lingui, the runtime the bundles use: a
// wording change in a catalogue does not break a test, and a test still fails when a page shows the
// other language, an id, or English where Vietnamese belongs.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LOCALES, type Locale } from '@cwt/contracts';
import type { Page } from 'playwright-core';
import { expectAccessible, TOASTS } from './browser';
import { repoRoot } from './site';

type Values = Record<string, string | number>;
interface I18n {
  load(locale: string, messages: Record<string, unknown>): void;
  activate(locale: string): void;
  _(id: string, values?: Values): string;
}

// The same packages the bundles compile and format with (ESM, loaded by Node's require).
const { setupI18n } = createRequire(path.join(repoRoot, 'packages/core/package.json'))('@lingui/core') as {
  setupI18n: () => I18n;
};
const { compileMessageOrThrow } = createRequire(path.join(repoRoot, 'packages/build/package.json'))(
  '@lingui/message-utils/compileMessage',
) as { compileMessageOrThrow: (message: string) => unknown };

const BUNDLES = ['shell', 'packages', 'mf-reader', 'mf-editor', 'mf-social', 'mf-admin'];

function catalogueFiles(dir: string, locale: Locale, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'fixtures'].includes(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) catalogueFiles(full, locale, out);
    else if (entry.name === `${locale}.messages.json`) out.push(full);
  }
  return out;
}

function readCatalogue(locale: Locale): Record<string, string> {
  const files = BUNDLES.flatMap((bundle) => catalogueFiles(path.join(repoRoot, bundle), locale));
  return Object.assign(
    {},
    ...files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>),
  );
}

/** Every message of every bundle, by locale and id, as written in the catalogues. */
export const CATALOGUES = Object.fromEntries(LOCALES.map((l) => [l, readCatalogue(l)])) as Record<
  Locale,
  Record<string, string>
>;

const instances = new Map<Locale, I18n>();
function instance(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n();
    const compiled = Object.fromEntries(
      Object.entries(CATALOGUES[locale]).map(([id, message]) => [id, compileMessageOrThrow(message)]),
    );
    i18n.load(locale, compiled);
    i18n.activate(locale);
    instances.set(locale, i18n);
  }
  return i18n;
}

/** The message `id` in `locale` with `values`, as the page shows it; throws for an unknown id. */
export function text(locale: Locale, id: string, values?: Values): string {
  if (CATALOGUES[locale][id] === undefined) throw new Error(`no message ${id} in the ${locale} catalogues`);
  return instance(locale)._(id, values);
}

/** `text` bound to one locale: `const t = messagesIn('vi'); t('shell.nav.home')`. */
export function messagesIn(locale: Locale): (id: string, values?: Values) => string {
  return (id, values) => text(locale, id, values);
}

/** `literal` as a RegExp source that matches it as written. */
export function escapeRegExp(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A text on the page: a text node or a label, title, placeholder or alt, with the language it is marked in. */
interface ShownText {
  text: string;
  lang: string;
}

/**
 * Every text the page shows or names things with (text nodes, `aria-label`, `title`, `placeholder`,
 * `alt`, and the document's title without ' · CWT'), each with the `lang` it is in.
 */
function shownTexts(page: Page): Promise<ShownText[]> {
  return page.evaluate(() => {
    const texts: { text: string; lang: string }[] = [];
    const add = (value: string | null, el: Element) => {
      const text = value?.replace(/\s+/g, ' ').trim();
      if (text) texts.push({ text, lang: el.closest('[lang]')?.getAttribute('lang') ?? '' });
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName))
        add(node.textContent, parent);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) add(el.getAttribute(attr), el);
    add(document.title.replace(/ · CWT$/, ''), document.documentElement);
    return texts;
  });
}

/** A text shorter than this is a word a post or a name may well contain: not counted as left over. */
const MIN_LEFTOVER = 6;

/**
 * The other languages' messages as patterns: each one `locale` words differently, with its simple
 * `{arguments}` matching any value. Plurals and selects are left out (their branches would need a
 * grammar here), and so are short ones.
 */
function otherLanguagePatterns(locale: Locale): RegExp[] {
  const own = new Set(Object.values(CATALOGUES[locale]));
  return LOCALES.filter((l) => l !== locale).flatMap((other) =>
    Object.entries(CATALOGUES[other])
      .filter(([id, message]) => message !== CATALOGUES[locale][id] && !own.has(message))
      .filter(([, message]) => !/\{\s*\w+\s*,/.test(message))
      .filter(
        ([, message]) => message.replace(/\{\w+\}/g, '').replace(/[^\p{L}]/gu, '').length >= MIN_LEFTOVER,
      )
      .map(
        ([, message]) =>
          new RegExp(
            `^${message
              .split(/\{\w+\}/)
              .map(escapeRegExp)
              .join('.+')}$`,
            'u',
          ),
      ),
  );
}

/**
 * What a screen in `locale` shows that it should not: message ids (a text missing from its
 * catalogue), and texts of another language's catalogue (a part not re-rendered after a switch, a
 * text read once when a module loaded). Parts marked with another `lang` (the switch naming the
 * other language in itself) are not counted.
 */
export async function wrongTexts(
  page: Page,
  locale: Locale,
): Promise<{ ids: string[]; leftovers: string[] }> {
  const texts = await shownTexts(page);
  const ids = Object.keys(CATALOGUES.en);
  const patterns = otherLanguagePatterns(locale);
  const inPageLanguage = texts.filter((t) => t.lang === '' || t.lang === locale);
  return {
    ids: [...new Set(texts.flatMap((t) => ids.filter((id) => t.text.includes(id))))],
    leftovers: [
      ...new Set(inPageLanguage.filter((t) => patterns.some((p) => p.test(t.text))).map((t) => t.text)),
    ],
  };
}

/**
 * The screen is wholly in `locale`: `<html lang>`, no message id and no other language's text on it,
 * and no serious accessibility violation (axe) outside its toasts.
 */
export async function expectScreenIn(page: Page, locale: Locale, label: string): Promise<void> {
  const found = {
    label,
    lang: await page.evaluate(() => document.documentElement.lang),
    ...(await wrongTexts(page, locale)),
  };
  expect(found).toEqual({ label, lang: locale, ids: [], leftovers: [] });
  // The toasts' language is checked above; their contrast is not, as they may be fading out.
  await expectAccessible(page, `${label} (${locale})`, [TOASTS]);
}
