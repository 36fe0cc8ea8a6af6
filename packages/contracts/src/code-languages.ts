/**
 * Languages a post's code block may name: the editor's picker, the server's and the reader's
 * sanitizers (`<code class="language-<id>">` is the only class kept on code) and the reader's
 * highlighter (one grammar each) all read this list, so a language is added in one place.
 */
export const CODE_LANGUAGES = [
  { id: 'bash', label: 'Bash / Shell', aliases: ['sh', 'shell', 'zsh', 'console'] },
  { id: 'c', label: 'C', aliases: ['h'] },
  { id: 'cpp', label: 'C++', aliases: ['c++', 'cc', 'hpp', 'cxx'] },
  { id: 'csharp', label: 'C#', aliases: ['cs', 'c#'] },
  { id: 'css', label: 'CSS', aliases: [] },
  { id: 'go', label: 'Go', aliases: ['golang'] },
  { id: 'html', label: 'HTML / XML', aliases: ['xml', 'xhtml', 'svg'] },
  { id: 'java', label: 'Java', aliases: [] },
  { id: 'javascript', label: 'JavaScript', aliases: ['js', 'jsx', 'mjs', 'cjs'] },
  { id: 'json', label: 'JSON', aliases: [] },
  { id: 'kotlin', label: 'Kotlin', aliases: ['kt'] },
  { id: 'php', label: 'PHP', aliases: [] },
  { id: 'python', label: 'Python', aliases: ['py'] },
  { id: 'ruby', label: 'Ruby', aliases: ['rb'] },
  { id: 'rust', label: 'Rust', aliases: ['rs'] },
  { id: 'sql', label: 'SQL', aliases: ['postgresql', 'mysql'] },
  { id: 'swift', label: 'Swift', aliases: [] },
  { id: 'typescript', label: 'TypeScript', aliases: ['ts', 'tsx'] },
  { id: 'yaml', label: 'YAML', aliases: ['yml'] },
] as const;

export type CodeLanguage = (typeof CODE_LANGUAGES)[number]['id'];

const BY_NAME = new Map<string, CodeLanguage>(
  CODE_LANGUAGES.flatMap((l) => [[l.id, l.id] as const, ...l.aliases.map((a) => [a, l.id] as const)]),
);

/** The language a fence (```ts) or a class (language-ts) names, or null for plain text and unknown names. */
export function codeLanguageOf(name: string | null | undefined): CodeLanguage | null {
  return BY_NAME.get((name ?? '').trim().toLowerCase()) ?? null;
}

/** Exactly the class a stored code element may carry: `language-` and a listed id (no alias). */
export const CODE_LANGUAGE_CLASS = new RegExp(`^language-(${CODE_LANGUAGES.map((l) => l.id).join('|')})$`);
