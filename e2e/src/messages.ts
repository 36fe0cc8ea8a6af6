// The product's own texts for a test to expect, read from every bundle's catalogue
// (`<bundle>/src/**/<locale>.messages.json`) and formatted by Lingui, the runtime the bundles use: a
// wording change in a catalogue does not break a test, and a test still fails when a page shows the
// other language, an id, or English where Vietnamese belongs.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LOCALES, type Locale } from '@cwt/contracts';
import type { Page } from 'playwright-core';
import { expectAccessible } from './browser';
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

/** A text shorter than this is a word a post or a name may well contain: not counted as left over. */
const MIN_LEFTOVER = 6;

/**
 * The other languages' texts the page shows where `locale` should be: a text node, or a label,
 * title, placeholder or alt, equal to a catalogue message of another locale that `locale` words
 * differently (a message with simple `{arguments}` matches any values). Parts marked with another
 * `lang` (the switch naming the other language) are skipped; so are message ids, which
 * `messageIdsShown` reports.
 */
export async function leftoverTexts(page: Page, locale: Locale): Promise<string[]> {
  const own = new Set(Object.values(CATALOGUES[locale]));
  const patterns: string[] = [];
  for (const other of LOCALES.filter((l) => l !== locale)) {
    for (const [id, message] of Object.entries(CATALOGUES[other])) {
      // Plurals and selects are left out: their other branches would need a grammar here.
      if (message === CATALOGUES[locale][id] || own.has(message) || /[{}]\s*\w+\s*,/.test(message)) continue;
      const literal = message.replace(/\{\w+\}/g, '');
      if (literal.replace(/[^\p{L}]/gu, '').length < MIN_LEFTOVER) continue;
      const source = message
        .split(/\{\w+\}/)
        .map(escapeRegExp)
        .join('.+');
      patterns.push(`^${source}$`);
    }
  }
  return page.evaluate(
    ({ sources, locale }) => {
      const matchers = sources.map((s) => new RegExp(s, 'u'));
      const found = new Set<string>();
      const inOtherLanguage = (el: Element | null) => {
        const tagged = el?.closest('[lang]');
        return tagged !== null && tagged !== undefined && tagged !== document.documentElement
          ? tagged.getAttribute('lang') !== locale
          : false;
      };
      const check = (value: string | null, el: Element | null) => {
        const trimmed = value?.replace(/\s+/g, ' ').trim();
        if (!trimmed || inOtherLanguage(el)) return;
        if (matchers.some((m) => m.test(trimmed))) found.add(trimmed);
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent && !['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName))
          check(node.textContent, parent);
      }
      for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))
        for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) check(el.getAttribute(attr), el);
      check(document.title, null);
      return [...found];
    },
    { sources: patterns, locale },
  );
}

/** Message ids on screen (`reader.comments.title`): a text the page could not find in its catalogue. */
export async function messageIdsShown(page: Page): Promise<string[]> {
  const ids = Object.keys(CATALOGUES.en);
  return page.evaluate((known) => {
    const seen = `${document.title}\n${document.body.textContent}\n${Array.from(
      document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]'),
      (el) => ['aria-label', 'title', 'placeholder', 'alt'].map((a) => el.getAttribute(a) ?? '').join('\n'),
    ).join('\n')}`;
    return known.filter((id) => seen.includes(id));
  }, ids);
}

/**
 * The screen is wholly in `locale`: `<html lang>`, no message id and no other language's text on it,
 * and no serious accessibility violation (axe).
 */
export async function expectScreenIn(page: Page, locale: Locale, label: string): Promise<void> {
  const found = {
    label,
    lang: await page.evaluate(() => document.documentElement.lang),
    ids: await messageIdsShown(page),
    leftovers: await leftoverTexts(page, locale),
  };
  expect(found).toEqual({ label, lang: locale, ids: [], leftovers: [] });
  await expectAccessible(page, `${label} (${locale})`);
}
