// `npm start` stopped by a signal sent to one process, as a process manager or a container runtime
// does (a terminal's Ctrl-C signals the whole group instead): SIGINT and SIGTERM, to the `npm` process
// and to `scripts/cwt.mjs` under it. Every process of the tree and of its process groups must be gone,
// and every port free, within 10 s. Runs the built site (like every e2e test, it builds nothing when the
// build is current) on the e2e ports with a PGlite folder of its own; Linux only (reads /proc).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2eBasePort, isListening, repoRoot } from '../src/site';

const base = e2eBasePort();
const PORTS = {
  SHELL_PORT: base,
  READER_PORT: base + 1,
  EDITOR_PORT: base + 2,
  SOCIAL_PORT: base + 3,
  ADMIN_PORT: base + 4,
  API_PORT: base + 1000,
};
const STOP_WITHIN_MS = 10_000;
/** Starting takes seconds; more if the build is not current (`npm start` builds what changed). */
const START_WITHIN_MS = 150_000;

interface Proc {
  pid: number;
  ppid: number;
  pgid: number;
  state: string;
  cmd: string;
}

/** Every live process (zombies count as gone: they have exited, only their parent has not reaped them). */
function processes(): Proc[] {
  const all: Proc[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid pgrp ...: comm may hold spaces and parentheses, so split after the last ')'.
      const [state, ppid, pgid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state === 'Z' || state === 'X') continue;
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim();
      all.push({ pid: Number(entry), ppid: Number(ppid), pgid: Number(pgid), state: state!, cmd });
    } catch {
      // exited while we looked
    }
  }
  return all;
}

function tree(rootPid: number): Proc[] {
  const all = processes();
  const found = all.filter((p) => p.pid === rootPid);
  for (let i = 0; i < found.length; i++) found.push(...all.filter((p) => p.ppid === found[i]!.pid));
  return found;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const dataDir = mkdtempSync(path.join(tmpdir(), 'cwt-signals-'));
let npm: ChildProcess | undefined;
let started: Proc[] = [];
let output = '';

beforeEach(async () => {
  for (const port of Object.values(PORTS)) {
    if (await isListening(port))
      throw new Error(`port ${port} is already in use; stop that process or set E2E_BASE_PORT`);
  }
});

afterEach(async () => {
  // Whatever a failed case left behind (only processes this test started), gone before the next case.
  const pids = new Set(started.map((p) => p.pid));
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
  started = [];
  const busy = async () =>
    processes().some((p) => pids.has(p.pid)) ||
    (await Promise.all(Object.values(PORTS).map(isListening))).some(Boolean);
  for (let tries = 0; tries < 40 && (await busy()); tries++) await sleep(250);
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm start` in a process group of its own, as a terminal or a process manager would run it. */
async function startSite(): Promise<Proc[]> {
  output = '';
  npm = spawn('npm', ['start'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(PORTS).map(([k, v]) => [k, String(v)])),
      CWT_DATA_DIR: dataDir,
      DATABASE_URL: '',
      // Not what this test is about, and the first start is quicker without it.
      CWT_SEED: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-20_000);
  };
  npm.stdout?.on('data', keep);
  npm.stderr?.on('data', keep);
  const end = Date.now() + START_WITHIN_MS;
  while (!output.includes('Press Ctrl-C to stop.')) {
    if (npm.exitCode !== null) throw new Error(`npm start exited with ${npm.exitCode}\n${output}`);
    if (Date.now() > end) throw new Error(`npm start was not ready in time\n${output}`);
    await sleep(200);
  }
  for (const port of Object.values(PORTS)) expect(await isListening(port)).toBe(true);
  return tree(npm.pid!);
}

describe.each(['SIGTERM', 'SIGINT'] as const)('%s', (signal) => {
  test.each(['npm', 'cwt.mjs'] as const)(
    `${signal} to the %s process stops every process and frees every port`,
    async (target) => {
      started = await startSite();
      const cmds = started.map((p) => p.cmd);
      // The tree this test is about: npm, the wrapper, the task, the API (the bundle servers run in the task).
      expect(cmds).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^npm start/),
          expect.stringMatching(/scripts\/cwt\.mjs start$/),
          expect.stringMatching(/scripts\/start\.mjs$/),
          expect.stringMatching(/api\/dist\/server\.js$/),
        ]),
      );
      const groups = new Set(started.map((p) => p.pgid));
      const pid =
        target === 'npm' ? npm!.pid! : started.find((p) => /scripts\/cwt\.mjs start$/.test(p.cmd))!.pid;
      process.kill(pid, signal);

      const pids = new Set(started.map((p) => p.pid));
      const deadline = Date.now() + STOP_WITHIN_MS;
      let left: string[] = [];
      let open: number[] = [];
      do {
        await sleep(250);
        left = processes()
          .filter((p) => pids.has(p.pid) || groups.has(p.pgid))
          .map((p) => `${p.pid} ${p.cmd}`);
        open = [];
        for (const port of Object.values(PORTS)) if (await isListening(port)) open.push(port);
      } while ((left.length || open.length) && Date.now() < deadline);
      const log = left.length || open.length ? output.slice(-3000) : '';
      expect({ left, open, log }).toEqual({ left: [], open: [], log: '' });
    },
    START_WITHIN_MS + STOP_WITHIN_MS + 20_000,
  );
});
