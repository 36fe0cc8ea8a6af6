// User-visible text must come from a catalogue (issue 22, docs/i18n.md): this check fails on a string
// literal with words in JSX text, in a text-bearing attribute (aria-label, title, alt, placeholder,
// label, …), and as the text of a toast, an alert or a document title. Run by `npm run lint` and the
// lint stage of `npm test`, beside scripts/check-layers.mjs; SWC parses (already a build dependency).
//
//   node scripts/check-strings.mjs [--root=<dir>] [--json]
//
// It covers the shell, packages/ui and packages/core; the remotes' folders not translated yet are in
// <root>/scripts/strings-allowlist.txt (one folder a line), which the remotes' translation empties:
// an entry whose folder no longer has a finding fails too, so the list only shrinks.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const swc = createRequire(path.join(here, '../packages/build/package.json'))('@swc/core');

const SCANNED = [
  'shell/src',
  'packages/ui/src',
  'packages/core/src',
  'mf-reader/src',
  'mf-editor/src',
  'mf-social/src',
  'mf-admin/src',
];
const SKIPPED_FILE = /\.(test|spec|stories)\.[cm]?[jt]sx?$|\.d\.ts$/;
/** JSX attributes whose value is read or shown to people. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'alt',
  'placeholder',
  'label',
  'hint',
  'description',
  'message',
  'subtitle',
  'caption',
  'retryLabel',
  'actionLabel',
  'closeLabel',
  'confirmLabel',
  'cancelLabel',
]);
/** Calls whose first argument is shown: toasts, alerts, document titles. */
const TEXT_CALLS = new Set([
  'notify',
  'notify.success',
  'notify.error',
  'notify.info',
  'notify.warning',
  'notify.default',
  'toast',
  'toast.success',
  'toast.error',
  'alert',
  'window.alert',
  'confirm',
  'window.confirm',
  'useDocumentTitle',
  'pageTitle',
]);
/** Words no catalogue translates: the brand. */
const UNTRANSLATED = new Set(['CWT']);
/** A catalogue message id (`shell.nav.home`): a literal that names a message is not text. */
const MESSAGE_ID = /^[a-z]+(\.[a-zA-Z0-9]+)+$/;
const WORDS = /\p{L}{2,}/u;
const LEADING_TRIVIA = /^(?:\s|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*/;

const isText = (value) => {
  const text = value.trim();
  return WORDS.test(text) && !UNTRANSLATED.has(text) && !MESSAGE_ID.test(text);
};

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.[jt]sx?$/.test(entry.name) && !SKIPPED_FILE.test(entry.name)) out.push(full);
  }
  return out;
}

function calleeName(node) {
  if (node?.type === 'Identifier') return node.value;
  if (node?.type === 'MemberExpression' && node.property?.type === 'Identifier') {
    const object = calleeName(node.object);
    return object ? `${object}.${node.property.value}` : undefined;
  }
  return undefined;
}

/** Literal text in an expression (both branches of a condition, a template's fixed parts), not in calls. */
function literalTexts(node, out = []) {
  if (!node || typeof node !== 'object') return out;
  if (node.type === 'StringLiteral') {
    if (isText(node.value)) out.push(node.value);
  } else if (node.type === 'TemplateLiteral') {
    for (const quasi of node.quasis) if (isText(quasi.cooked ?? quasi.raw ?? '')) out.push(quasi.raw);
    for (const expression of node.expressions) literalTexts(expression, out);
  } else if (node.type === 'ConditionalExpression') {
    literalTexts(node.consequent, out);
    literalTexts(node.alternate, out);
  } else if (node.type === 'BinaryExpression' || node.type === 'LogicalExpression') {
    literalTexts(node.left, out);
    literalTexts(node.right, out);
  } else if (node.type === 'ParenthesisExpression' || node.type === 'JSXExpressionContainer') {
    literalTexts(node.expression, out);
  }
  return out;
}

function attributeName(node) {
  if (node.name?.type === 'Identifier') return node.name.value;
  return undefined;
}

/** Every finding of one file: `{ line, kind, text }`. */
function findingsOf(source, tsx) {
  const ast = swc.parseSync(source, { syntax: 'typescript', tsx, target: 'es2022' });
  // SWC's spans are UTF-8 offsets counted over everything it parsed in this process; the module's
  // span starts at its first token, after the leading comments.
  const bytes = Buffer.from(source);
  const leading = Buffer.byteLength(LEADING_TRIVIA.exec(source)?.[0] ?? '');
  const base = ast.span.start - leading;
  const lineOf = (span) =>
    bytes
      .subarray(0, Math.max(0, span.start - base))
      .toString()
      .split('\n').length;
  const found = [];
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (node.type === 'JSXText' && isText(node.value)) {
      // The text's own line, not that of the whitespace before it.
      const start = node.span.start + Buffer.byteLength(/^\s*/.exec(node.value)?.[0] ?? '');
      found.push({ line: lineOf({ start }), kind: 'jsx-text', text: node.value.trim() });
    } else if (node.type === 'JSXAttribute' && TEXT_ATTRIBUTES.has(attributeName(node) ?? '')) {
      for (const text of literalTexts(node.value))
        found.push({ line: lineOf(node.span), kind: `attribute ${attributeName(node)}`, text });
    } else if (node.type === 'CallExpression') {
      const name = calleeName(node.callee);
      if (name && TEXT_CALLS.has(name)) {
        for (const text of literalTexts(node.arguments[0]?.expression))
          found.push({ line: lineOf(node.span), kind: `${name}()`, text });
      }
    }
    for (const [key, value] of Object.entries(node))
      if (key !== 'span' && value && typeof value === 'object') visit(value);
  };
  visit(ast);
  return found;
}

function readAllowlist(root) {
  const file = path.join(root, 'scripts/strings-allowlist.txt');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

export function checkStrings(root) {
  const allowlist = readAllowlist(root);
  const findings = [];
  for (const dir of SCANNED) {
    for (const file of walk(path.join(root, dir))) {
      const rel = path.relative(root, file).split(path.sep).join('/');
      const allowed = allowlist.find((folder) => rel.startsWith(`${folder}/`));
      for (const finding of findingsOf(readFileSync(file, 'utf8'), /x$/.test(file)))
        findings.push({ file: rel, ...finding, allowed: Boolean(allowed) });
    }
  }
  const stale = allowlist.filter((folder) => !findings.some((f) => f.file.startsWith(`${folder}/`)));
  return { findings, stale };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const rootArg = process.argv.find((a) => a.startsWith('--root='));
  const root = rootArg ? path.resolve(rootArg.slice(7)) : path.resolve(here, '..');
  const result = checkStrings(root);
  const failing = result.findings.filter((f) => !f.allowed);
  if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify(result)}\n`);
  else {
    for (const f of failing)
      console.error(`${f.file}:${f.line}: ${f.kind}: "${f.text}" is not from a catalogue`);
    for (const folder of result.stale)
      console.error(
        `scripts/strings-allowlist.txt: ${folder} has no untranslated text left; remove the entry`,
      );
    if (failing.length || result.stale.length)
      console.error('User-visible text comes from the catalogues: docs/i18n.md says how to add a message.');
  }
  process.exit(failing.length || result.stale.length ? 1 : 0);
}
