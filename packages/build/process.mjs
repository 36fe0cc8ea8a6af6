// One way to run a child process for the repo's tooling (npm start, the e2e sites, the benches, the API
// tests that need real processes): start it with its output kept (and optionally forwarded), wait until
// it serves a URL or prints a line, and stop it by signal with a kill deadline. Plain ESM so the
// `.mjs` scripts, which have no build step, use it as the TypeScript callers do.
import { spawn } from 'node:child_process';

const POLL_MS = 200;

/**
 * Starts `command args` with stdin closed and both output pipes read to the end (a chatty child would
 * otherwise block on a full pipe). The last `keepChars` characters of its output are kept for error
 * messages; with `label`, each line is also forwarded to this process's stdout/stderr, prefixed.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('./process.d.mts').LaunchOptions} [options]
 * @returns {import('./process.d.mts').Launched}
 */
export function launch(command, args, options = {}) {
  const { cwd, env, label, keepChars = 20_000, forkIpc = false } = options;
  const child = spawn(command, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe', ...(forkIpc ? ['ipc'] : [])],
  });
  let output = '';
  const watchers = new Set();
  const collect = (out) => {
    let partial = '';
    return (chunk) => {
      const text = chunk.toString();
      output = (output + text).slice(-keepChars);
      for (const watch of watchers) watch();
      if (!label) return;
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) out.write(`[${label}] ${line}\n`);
    };
  };
  child.stdout.on('data', collect(process.stdout));
  child.stderr.on('data', collect(process.stderr));
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      for (const watch of watchers) watch();
      resolve({ code, signal });
    }),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  const describeExit = () => `exited (code ${child.exitCode}, signal ${child.signalCode})`;

  return {
    child,
    exited,
    running,
    output: () => output,
    async waitForUrl(url, timeoutMs = 90_000) {
      const end = Date.now() + timeoutMs;
      let last = 'no answer';
      while (Date.now() < end) {
        if (!running()) throw new Error(`${url}: its process ${describeExit()}`);
        try {
          const res = await fetch(url);
          if (res.ok) return;
          last = `answered ${res.status}`;
        } catch (e) {
          last = e instanceof Error ? e.message : String(e);
        }
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${url} (${last})`);
    },
    waitForOutput(pattern, timeoutMs = 90_000) {
      return new Promise((resolve, reject) => {
        const done = (fn) => {
          watchers.delete(check);
          clearTimeout(timer);
          fn();
        };
        const check = () => {
          const match = pattern.exec(output);
          if (match) done(() => resolve(match));
          else if (!running())
            done(() => reject(new Error(`process ${describeExit()} before printing ${pattern}`)));
        };
        const timer = setTimeout(
          () => done(() => reject(new Error(`process did not print ${pattern} within ${timeoutMs} ms`))),
          timeoutMs,
        );
        watchers.add(check);
        check();
      });
    },
    async stop(signal = 'SIGTERM', killAfterMs = 15_000) {
      const started = Date.now();
      if (!running()) return { code: child.exitCode, signal: child.signalCode, ms: 0 };
      const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      child.kill(signal);
      const exit = await exited;
      clearTimeout(timer);
      return { ...exit, ms: Date.now() - started };
    },
  };
}
