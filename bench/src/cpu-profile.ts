// Reads a V8 CPU profile (`node --cpu-prof`) of the API and says where its time went: self time per
// package (a dependency under node_modules, the API's own bundle, Node's internals, the garbage
// collector, idle) and per function, the figures docs/quality.md quotes for "where the time goes".
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface Share {
  name: string;
  ms: number;
  /** Of the busy time (everything but idle), in percent. */
  percent: number;
}

export interface ProfileSummary {
  busyMs: number;
  idleMs: number;
  byPackage: Share[];
  byFunction: Share[];
}

/** Where a frame's code lives: `pg`, `fastify`, `api` (the API's bundle), `node`, `(gc)`, ... */
function packageOf(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return 'node';
  if (url.includes('/api/dist/')) return 'api';
  return path.basename(url);
}

function shares(totals: Map<string, number>, busyMs: number, top: number): Share[] {
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => ({ name, ms: Math.round(ms), percent: Math.round((1000 * ms) / busyMs) / 10 }));
}

export function summarizeProfile(file: string, top = 25): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const packages = new Map<string, number>();
  const functions = new Map<string, number>();
  let idleMs = 0;
  let busyMs = 0;
  for (const [id, ms] of selfMs) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') {
      idleMs += ms;
      continue;
    }
    busyMs += ms;
    const pkg = packageOf(frame);
    packages.set(pkg, (packages.get(pkg) ?? 0) + ms);
    const fn = `${frame.functionName || '(anonymous)'} (${pkg}${frame.url ? `:${frame.lineNumber + 1}` : ''})`;
    functions.set(fn, (functions.get(fn) ?? 0) + ms);
  }
  return {
    busyMs: Math.round(busyMs),
    idleMs: Math.round(idleMs),
    byPackage: shares(packages, busyMs, top),
    byFunction: shares(functions, busyMs, top),
  };
}

/** The newest `.cpuprofile` in a folder (Node names them by time and pid). */
export function newestProfile(dir: string): string | null {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .sort();
  return files.length ? path.join(dir, files[files.length - 1]!) : null;
}

export function profileMarkdown(title: string, s: ProfileSummary): string {
  const table = (rows: Share[]) =>
    [
      '| where | self ms | % of busy |',
      '| --- | ---: | ---: |',
      ...rows.map((r) => `| ${r.name} | ${r.ms} | ${r.percent} |`),
    ].join('\n');
  return [
    `# ${title}`,
    '',
    `Busy ${s.busyMs} ms, idle ${s.idleMs} ms (the API's main thread; self time of each frame).`,
    '',
    '## By package',
    '',
    table(s.byPackage),
    '',
    '## By function',
    '',
    table(s.byFunction),
    '',
  ].join('\n');
}
