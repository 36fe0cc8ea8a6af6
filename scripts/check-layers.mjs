// The front end's layer rules as a check (issue 18), run by `npm run lint` and the lint stage of
// `npm test`; docs/contributing.md explains each rule. Biome's noRestrictedImports cannot express
// them (it matches specifiers, not where a relative path lands, and knows no cycles), so this walks
// the import graph itself: every TS/TSX file under the workspace packages' src/ and test/, parsed with
// SWC (already a build dependency), relative specifiers and workspace package names resolved to files.
//
//   node scripts/check-layers.mjs [--root=<dir>] [--json]
//
// Known violations live in <root>/scripts/layers-allowlist.txt, one `<rule> <file>` a line; an entry
// that no longer matches a violation fails too, so the list only shrinks.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const swc = createRequire(path.join(here, '../packages/build/package.json'))('@swc/core');

export const RULES = {
  'app-imports-app': 'an app (the shell or a remote) imports another app; share code through packages/*',
  'relative-escape': 'a relative import leaves its package; import the other package by its name',
  'remote-data-access':
    'a remote uses swr, fetch or the raw apiRequest itself; read and write through the hooks ' +
    'and calls of @cwt/core (one key factory, one place for invalidation)',
  'feature-internals':
    "a feature imports another feature's internals (a file in its subfolders); import the other " +
    "feature's top-level files only, or move the shared piece to src/shared/ or a package",
  'ui-imports-up': 'packages/ui imports @cwt/core or an app; ui is the bottom layer (components only)',
  'import-cycle': 'static imports form a cycle; break it (move the shared piece down, or import a type only)',
};

const DEFAULT_WORKSPACE = ['shell', 'mf-*', 'api', 'packages/*', 'e2e', 'bench'];
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];
/** @cwt/core's raw request functions: a remote that calls them keeps its own keys and invalidation. */
const RAW_REQUESTS = new Set(['apiRequest', 'apiRequestWithTotal']);
const TEST_OR_STORY = /(\.(test|spec|stories)\.[cm]?[jt]sx?$)|(^|\/)(test|__tests__)\//;

/** Workspace package folders from pnpm-workspace.yaml (`dir` or `dir/*` entries). */
function workspaceDirs(root) {
  const file = path.join(root, 'pnpm-workspace.yaml');
  let globs = DEFAULT_WORKSPACE;
  if (existsSync(file)) {
    const block = readFileSync(file, 'utf8').split(/^packages:\s*$/m)[1] ?? '';
    globs = [...block.matchAll(/^\s+-\s+['"]?([^'"\s#]+)/gm)].map((m) => m[1]);
  }
  const dirs = [];
  for (const glob of globs) {
    if (glob.endsWith('/*')) {
      const parent = path.join(root, glob.slice(0, -2));
      if (existsSync(parent)) for (const d of readdirSync(parent)) dirs.push(path.join(parent, d));
    } else if (glob.includes('*')) {
      const [prefix] = glob.split('*');
      for (const d of readdirSync(root)) if (d.startsWith(prefix)) dirs.push(path.join(root, d));
    } else dirs.push(path.join(root, glob));
  }
  return dirs.filter((d) => existsSync(path.join(d, 'package.json')));
}

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

function firstString(target) {
  if (typeof target === 'string') return target;
  if (target && typeof target === 'object') {
    for (const key of ['import', 'default', 'types', 'require']) {
      const found = firstString(target[key]);
      if (found) return found;
    }
  }
  return undefined;
}

function loadPackages(root) {
  return workspaceDirs(root).map((dir) => {
    const json = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const rel = path.relative(root, dir).split(path.sep).join('/');
    const exportsField =
      typeof json.exports === 'string' || json.exports?.import ? { '.': json.exports } : (json.exports ?? {});
    return {
      dir,
      rel,
      name: json.name,
      aliases: aliasesOf(dir),
      exports: exportsField,
      isApp: rel === 'shell' || /^mf-/.test(rel),
      isRemote: /^mf-/.test(rel),
    };
  });
}

/**
 * `compilerOptions.paths` of a package's tsconfig.json as `[prefix, folder]` pairs (`"@/*": ["./src/*"]`),
 * so an app's `@/` alias resolves like the relative path it replaces.
 */
function aliasesOf(dir) {
  const file = path.join(dir, 'tsconfig.json');
  if (!existsSync(file)) return [];
  // Plain JSON (as every tsconfig here is): a file this cannot read must not hide its aliases' imports.
  const options = JSON.parse(readFileSync(file, 'utf8')).compilerOptions ?? {};
  const base = path.resolve(dir, options.baseUrl ?? '.');
  return Object.entries(options.paths ?? {})
    .filter(([key, targets]) => key.endsWith('/*') && targets[0]?.endsWith('/*'))
    .map(([key, targets]) => [key.slice(0, -1), path.resolve(base, targets[0].slice(0, -1))]);
}

function resolveFile(base) {
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  // `./x.js` written for a `./x.ts` file.
  const stripped = base.replace(/\.[cm]?js$/, '');
  if (stripped !== base) for (const ext of EXTENSIONS) if (existsSync(stripped + ext)) return stripped + ext;
  for (const ext of EXTENSIONS)
    if (existsSync(path.join(base, `index${ext}`))) return path.join(base, `index${ext}`);
  return undefined;
}

/** The file a specifier lands on (undefined for a dependency outside the workspace, or a non-source file). */
function resolveSpecifier(specifier, fromFile, fromPkg, packagesByName) {
  if (specifier.startsWith('.')) return resolveFile(path.resolve(path.dirname(fromFile), specifier));
  for (const [prefix, folder] of fromPkg.aliases) {
    if (specifier.startsWith(prefix)) return resolveFile(path.join(folder, specifier.slice(prefix.length)));
  }
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const pkg = packagesByName.get(name);
  if (!pkg) return undefined;
  const sub = specifier.slice(name.length);
  const target = firstString(pkg.exports[`.${sub}`]);
  return resolveFile(path.join(pkg.dir, target ?? sub));
}

/** Every import of a module: static ones (with whether they carry values at run time) and dynamic ones. */
function importsOf(ast) {
  const found = [];
  for (const item of ast.body) {
    if (item.type === 'ImportDeclaration') {
      const typeOnly =
        item.typeOnly || (item.specifiers.length > 0 && item.specifiers.every((s) => s.isTypeOnly));
      const names = item.specifiers.map((s) => (s.imported ?? s.local)?.value).filter(Boolean);
      found.push({ specifier: item.source.value, runtime: !typeOnly, static: true, names });
    } else if (
      (item.type === 'ExportAllDeclaration' || item.type === 'ExportNamedDeclaration') &&
      item.source
    ) {
      const typeOnly =
        item.typeOnly || (item.specifiers?.length > 0 && item.specifiers.every((s) => s.isTypeOnly));
      found.push({ specifier: item.source.value, runtime: !typeOnly, static: true });
    }
  }
  let fetches = 0;
  const visit = (node) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== 'object') return;
    if (node.type === 'CallExpression') {
      const callee = node.callee;
      const arg = node.arguments?.[0]?.expression;
      if (callee?.type === 'Import' && arg?.type === 'StringLiteral') {
        found.push({ specifier: arg.value, runtime: true, static: false });
      } else if (
        callee?.type === 'Identifier' &&
        callee.value === 'require' &&
        arg?.type === 'StringLiteral'
      ) {
        found.push({ specifier: arg.value, runtime: true, static: true });
      } else if (isFetch(callee)) fetches++;
    }
    for (const key in node) if (key !== 'span' && key !== 'ctxt') visit(node[key]);
  };
  visit(ast.body);
  return { imports: found, fetches };
}

function isFetch(callee) {
  if (callee?.type === 'Identifier') return callee.value === 'fetch';
  return (
    callee?.type === 'MemberExpression' &&
    callee.property?.type === 'Identifier' &&
    callee.property.value === 'fetch' &&
    callee.object?.type === 'Identifier' &&
    ['window', 'globalThis', 'self'].includes(callee.object.value)
  );
}

/** `src/features/<name>/<rest>` of a file inside an app, or undefined. */
function featureOf(pkg, file) {
  const rel = path.relative(pkg.dir, file).split(path.sep);
  if (rel[0] !== 'src' || rel[1] !== 'features' || rel.length < 4) return undefined;
  return { name: rel[2], depth: rel.length - 3 };
}

/** Strongly connected components of size > 1, and self-loops (Tarjan, iterative). */
function cycles(graph) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const found = [];
  for (const start of graph.keys()) {
    if (indexOf.has(start)) continue;
    const work = [[start, 0]];
    indexOf.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const edges = [...(graph.get(node) ?? [])];
      if (i < edges.length) {
        frame[1]++;
        const next = edges[i];
        if (!indexOf.has(next)) {
          indexOf.set(next, index);
          low.set(next, index++);
          stack.push(next);
          onStack.add(next);
          work.push([next, 0]);
        } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indexOf.get(next)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === indexOf.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || graph.get(node)?.has(node)) found.push(component.sort());
      }
    }
  }
  return found;
}

export function readAllowlist(root) {
  const file = path.join(root, 'scripts/layers-allowlist.txt');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => {
      const [rule, entry] = line.split(/\s+/);
      return { rule, file: entry };
    });
}

/** Every violation of the layer rules under `root`, with those the allow-list excuses marked. */
export function checkLayers(root) {
  const packages = loadPackages(root);
  const packagesByName = new Map(packages.filter((p) => p.name).map((p) => [p.name, p]));
  const packageOf = (file) =>
    packages.find((p) => file === p.dir || file.startsWith(p.dir + path.sep)) ?? undefined;
  const rel = (file) => path.relative(root, file).split(path.sep).join('/');
  const violations = [];
  const graph = new Map();
  const add = (rule, file, detail) => violations.push({ rule, file: rel(file), detail });

  for (const pkg of packages) {
    const files = [...walk(path.join(pkg.dir, 'src')), ...walk(path.join(pkg.dir, 'test'))];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const tsx = /x$/.test(file);
      const ast = swc.parseSync(source, { syntax: 'typescript', tsx, target: 'es2022' });
      const { imports, fetches } = importsOf(ast);
      const edges = new Set();
      graph.set(file, edges);
      const isTestOrStory = TEST_OR_STORY.test(rel(file).slice(pkg.rel.length + 1));
      if (pkg.isRemote && !isTestOrStory && fetches > 0) add('remote-data-access', file, 'calls fetch');
      for (const { specifier, runtime, static: isStatic, names = [] } of imports) {
        const bare = specifier.startsWith('@')
          ? specifier.split('/').slice(0, 2).join('/')
          : specifier.split('/')[0];
        if (pkg.isRemote && !isTestOrStory && bare === 'swr')
          add('remote-data-access', file, `imports ${specifier}`);
        const raw = bare === '@cwt/core' ? names.filter((n) => RAW_REQUESTS.has(n)) : [];
        if (pkg.isRemote && !isTestOrStory && raw.length) {
          add('remote-data-access', file, `imports ${raw.join(', ')} from ${specifier}`);
        }
        const target = resolveSpecifier(specifier, file, pkg, packagesByName);
        const targetPkg = target ? packageOf(target) : packagesByName.get(bare);
        if (target && isStatic && runtime) edges.add(target);
        if (specifier.startsWith('.') && target && targetPkg !== pkg) {
          add('relative-escape', file, `${specifier} lands in ${rel(target)}`);
        }
        if (pkg.isApp && targetPkg?.isApp && targetPkg !== pkg) {
          add('app-imports-app', file, `${specifier} is in ${targetPkg.rel}`);
        }
        if (
          pkg.rel === 'packages/ui' &&
          targetPkg &&
          (targetPkg.isApp || targetPkg.rel === 'packages/core')
        ) {
          add('ui-imports-up', file, `${specifier} is in ${targetPkg.rel}`);
        }
        const from = featureOf(pkg, file);
        const to = target && targetPkg === pkg ? featureOf(pkg, target) : undefined;
        if (from && to && from.name !== to.name && to.depth > 1) {
          add('feature-internals', file, `${specifier} is inside feature ${to.name}`);
        }
      }
    }
  }
  for (const component of cycles(graph)) {
    violations.push({
      rule: 'import-cycle',
      file: rel(component[0]),
      detail: component.map(rel).join(' -> '),
    });
  }

  const allowlist = readAllowlist(root);
  const allowed = new Set(allowlist.map((a) => `${a.rule} ${a.file}`));
  const seen = new Set(violations.map((v) => `${v.rule} ${v.file}`));
  return {
    violations: violations.map((v) => ({ ...v, allowed: allowed.has(`${v.rule} ${v.file}`) })),
    stale: allowlist.filter((a) => !seen.has(`${a.rule} ${a.file}`)),
    files: graph.size,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rootArg = process.argv.find((a) => a.startsWith('--root='))?.slice('--root='.length);
  const root = path.resolve(rootArg ?? path.join(here, '..'));
  const result = checkLayers(root);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result, null, 2));
  }
  const failing = result.violations.filter((v) => !v.allowed);
  for (const v of failing) console.error(`${v.file}: [${v.rule}] ${v.detail}\n  ${RULES[v.rule]}`);
  for (const a of result.stale) {
    console.error(
      `scripts/layers-allowlist.txt: "${a.rule} ${a.file}" no longer matches a violation; delete the line`,
    );
  }
  const excused = result.violations.length - failing.length;
  if (failing.length || result.stale.length) {
    console.error(
      `layers: ${failing.length} violation(s), ${result.stale.length} stale allow-list entr(y/ies)`,
    );
    process.exit(1);
  }
  if (!process.argv.includes('--json')) {
    console.log(`layers: ${result.files} files, rules hold (${excused} known violation(s) allow-listed)`);
  }
}
