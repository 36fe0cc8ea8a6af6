import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// Every bundle's catalogues (docs/i18n.md): `en` and `vi` hold the same ids with the same ICU
// arguments, ids carry the bundle's prefix, and a `vi` message is Vietnamese: it has diacritics and
// is not the English text, unless it is on the short list below.
const repo = path.resolve(__dirname, '../..');
const { compileMessageOrThrow: compileMessage } = createRequire(
  path.join(repo, 'packages/build/package.json'),
)('@lingui/message-utils/compileMessage') as { compileMessageOrThrow: (message: string) => unknown };

/** The same in both languages: a brand or a word Vietnamese uses as is. */
const SAME_IN_BOTH = new Set(['Email', 'CWT']);
/** Vietnamese without diacritics: the short month of a card date ('5 thg 1, 2026'). */
const NO_DIACRITICS = new Set(['core.date.card']);
const DIACRITICS = /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/iu;

function catalogueFolders(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) catalogueFolders(full, out);
    else if (entry.name === 'en.messages.json') out.push(dir);
  }
  return out;
}

const folders = ['shell', 'packages', 'mf-reader', 'mf-editor', 'mf-social', 'mf-admin']
  .flatMap((top) => catalogueFolders(path.join(repo, top)))
  .filter((dir) => !dir.includes(`${path.sep}fixtures${path.sep}`));
const read = (dir: string, locale: string) =>
  JSON.parse(readFileSync(path.join(dir, `${locale}.messages.json`), 'utf8')) as Record<string, string>;

type Token = string | [string, string?, unknown?];

/** The argument names of a compiled message (tokens; plurals' and selects' branches included). */
function argumentsOf(message: unknown, out = new Set<string>()): Set<string> {
  if (!Array.isArray(message)) return out;
  for (const token of message as Token[]) {
    if (!Array.isArray(token)) continue;
    out.add(token[0]);
    const choices = token[2];
    if (choices && typeof choices === 'object')
      for (const [key, branch] of Object.entries(choices)) if (key !== 'offset') argumentsOf(branch, out);
  }
  return out;
}

test('the shell, packages/ui, packages/core, every remote and the notification texts have catalogues', () => {
  const rel = folders.map((dir) => path.relative(repo, dir));
  expect(rel).toEqual(
    expect.arrayContaining([
      'shell/src/i18n',
      'packages/ui/src/i18n',
      'packages/core/src/i18n',
      'packages/contracts/src/i18n',
      'mf-social/src/i18n',
    ]),
  );
});

describe.each(folders.map((dir) => [path.relative(repo, dir), dir]))('%s', (_name, dir) => {
  const en = read(dir, 'en');
  const vi = read(dir, 'vi');

  test('en and vi have the same ids, each with its bundle prefix', () => {
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
    const prefixes = new Set(Object.keys(en).map((id) => id.split('.')[0]));
    expect(prefixes.size).toBe(1);
  });

  test('each message has the same ICU arguments in both', () => {
    for (const id of Object.keys(en)) {
      const args = (message: string | undefined) => [...argumentsOf(compileMessage(message ?? ''))].sort();
      expect({ id, args: args(vi[id]) }).toEqual({ id, args: args(en[id]) });
    }
  });

  test('vi messages are Vietnamese: diacritics, and not the English text', () => {
    for (const [id, message] of Object.entries(vi)) {
      if (SAME_IN_BOTH.has(message)) continue;
      expect({ id, differs: message !== en[id] }).toEqual({ id, differs: true });
      if (!NO_DIACRITICS.has(id))
        expect({ id, message, diacritics: DIACRITICS.test(message) }).toEqual({
          id,
          message,
          diacritics: true,
        });
    }
  });
});
