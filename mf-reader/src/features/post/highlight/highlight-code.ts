// The reader's syntax highlighter: its own chunk, imported only when a post has a code block that
// names a language (PostContent), so posts without code never download it. highlight.js's core with
// one grammar per supported language (CODE_LANGUAGES in @cwt/contracts); docs/quality.md has the
// choice and its bytes.
import type { CodeLanguage } from '@cwt/contracts';
import { codeLanguageOf } from '@cwt/contracts';
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import kotlin from 'highlight.js/lib/languages/kotlin';
import php from 'highlight.js/lib/languages/php';
import python from 'highlight.js/lib/languages/python';
import ruby from 'highlight.js/lib/languages/ruby';
import rust from 'highlight.js/lib/languages/rust';
import sql from 'highlight.js/lib/languages/sql';
import swift from 'highlight.js/lib/languages/swift';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';

type Grammar = Parameters<typeof hljs.registerLanguage>[1];

/** A grammar for every listed language: adding one to the list fails type-checking until it has one here. */
const GRAMMARS: Record<CodeLanguage, Grammar> = {
  bash,
  c,
  cpp,
  csharp,
  css,
  go,
  html: xml,
  java,
  javascript,
  json,
  kotlin,
  php,
  python,
  ruby,
  rust,
  sql,
  swift,
  typescript,
  yaml,
};
for (const [name, grammar] of Object.entries(GRAMMARS)) hljs.registerLanguage(name, grammar);

/** The language a sanitized code element names (its `language-<id>` class), if it is one we highlight. */
export function languageOfCode(code: Element): CodeLanguage | null {
  for (const cls of Array.from(code.classList)) {
    const language = cls.startsWith('language-') ? codeLanguageOf(cls.slice('language-'.length)) : null;
    if (language) return language;
  }
  return null;
}

/**
 * Highlights every `pre > code` under `root` that names a language. The code's text is read back
 * from the DOM and highlight.js escapes it again, so what the sanitizer let through is all that
 * ends up as markup: highlight.js's own spans with `hljs-*` classes.
 */
export function highlightCodeIn(root: ParentNode): number {
  let count = 0;
  for (const code of Array.from(root.querySelectorAll('pre > code'))) {
    const language = languageOfCode(code);
    if (!language || code.classList.contains('hljs')) continue;
    const { value } = hljs.highlight(code.textContent ?? '', { language, ignoreIllegals: true });
    code.innerHTML = value;
    code.classList.add('hljs');
    count += 1;
  }
  return count;
}
