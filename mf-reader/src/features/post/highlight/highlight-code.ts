// The reader's syntax highlighter: its own chunk, imported only when a post has a code block that
// names a language (PostContent), so posts without code never download it. highlight.js's core, and
// the grammar of each supported language (CODE_LANGUAGES in @cwt/contracts) in a chunk of its own;
// docs/quality.md has the choice and its bytes.
import type { CodeLanguage } from '@cwt/contracts';
import { codeLanguageOf } from '@cwt/contracts';
import hljs from 'highlight.js/lib/core';

type Grammar = Parameters<typeof hljs.registerLanguage>[1];

/**
 * One chunk per grammar, loaded when a post uses that language: a post pays for highlight.js's core
 * and its own languages, not for all of them. Adding a language to the list fails type-checking
 * until it has a grammar here.
 */
const GRAMMARS: Record<CodeLanguage, () => Promise<{ default: Grammar }>> = {
  bash: () => import(/* webpackChunkName: "hljs-bash" */ 'highlight.js/lib/languages/bash'),
  c: () => import(/* webpackChunkName: "hljs-c" */ 'highlight.js/lib/languages/c'),
  cpp: () => import(/* webpackChunkName: "hljs-cpp" */ 'highlight.js/lib/languages/cpp'),
  csharp: () => import(/* webpackChunkName: "hljs-csharp" */ 'highlight.js/lib/languages/csharp'),
  css: () => import(/* webpackChunkName: "hljs-css" */ 'highlight.js/lib/languages/css'),
  go: () => import(/* webpackChunkName: "hljs-go" */ 'highlight.js/lib/languages/go'),
  html: () => import(/* webpackChunkName: "hljs-html" */ 'highlight.js/lib/languages/xml'),
  java: () => import(/* webpackChunkName: "hljs-java" */ 'highlight.js/lib/languages/java'),
  javascript: () => import(/* webpackChunkName: "hljs-javascript" */ 'highlight.js/lib/languages/javascript'),
  json: () => import(/* webpackChunkName: "hljs-json" */ 'highlight.js/lib/languages/json'),
  kotlin: () => import(/* webpackChunkName: "hljs-kotlin" */ 'highlight.js/lib/languages/kotlin'),
  php: () => import(/* webpackChunkName: "hljs-php" */ 'highlight.js/lib/languages/php'),
  python: () => import(/* webpackChunkName: "hljs-python" */ 'highlight.js/lib/languages/python'),
  ruby: () => import(/* webpackChunkName: "hljs-ruby" */ 'highlight.js/lib/languages/ruby'),
  rust: () => import(/* webpackChunkName: "hljs-rust" */ 'highlight.js/lib/languages/rust'),
  sql: () => import(/* webpackChunkName: "hljs-sql" */ 'highlight.js/lib/languages/sql'),
  swift: () => import(/* webpackChunkName: "hljs-swift" */ 'highlight.js/lib/languages/swift'),
  typescript: () => import(/* webpackChunkName: "hljs-typescript" */ 'highlight.js/lib/languages/typescript'),
  yaml: () => import(/* webpackChunkName: "hljs-yaml" */ 'highlight.js/lib/languages/yaml'),
};

const registered = new Map<CodeLanguage, Promise<void>>();

function register(language: CodeLanguage): Promise<void> {
  let loading = registered.get(language);
  if (!loading) {
    loading = GRAMMARS[language]().then((grammar) => hljs.registerLanguage(language, grammar.default));
    registered.set(language, loading);
  }
  return loading;
}

/** The language a sanitized code element names (its `language-<id>` class), if it is one we highlight. */
export function languageOfCode(code: Element): CodeLanguage | null {
  for (const cls of Array.from(code.classList)) {
    const language = cls.startsWith('language-') ? codeLanguageOf(cls.slice('language-'.length)) : null;
    if (language) return language;
  }
  return null;
}

/**
 * Highlights every `pre > code` under `root` that names a language, once the grammars it needs have
 * loaded. The code's text is read back from the DOM and highlight.js escapes it again, so what the
 * sanitizer let through is all that ends up as markup: highlight.js's own spans with `hljs-*` classes.
 */
export async function highlightCodeIn(root: ParentNode): Promise<number> {
  const blocks = Array.from(root.querySelectorAll('pre > code')).flatMap((code) => {
    const language = languageOfCode(code);
    return language && !code.classList.contains('hljs') ? [{ code, language }] : [];
  });
  await Promise.all([...new Set(blocks.map((b) => b.language))].map(register));
  let count = 0;
  for (const { code, language } of blocks) {
    // The page may have moved on, or another call highlighted it meanwhile.
    if (!code.isConnected || code.classList.contains('hljs')) continue;
    const { value } = hljs.highlight(code.textContent ?? '', { language, ignoreIllegals: true });
    code.innerHTML = value;
    code.classList.add('hljs');
    count += 1;
  }
  return count;
}
