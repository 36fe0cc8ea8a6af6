import type { ChildProcess } from 'node:child_process';

export interface LaunchOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Forward each output line to this process's stdout/stderr, prefixed `[label] `. */
  label?: string;
  /** How much of the output to keep for `output()` and error messages (default 20,000 characters). */
  keepChars?: number;
  /** Open an IPC channel (for a Node child that reports readiness with `process.send`). */
  forkIpc?: boolean;
}

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** From the stop signal to the exit (0 when it had already exited). */
  ms: number;
}

export interface Launched {
  child: ChildProcess;
  /** Resolves when the process exits, however it exits. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  running(): boolean;
  /** The tail of its stdout and stderr, interleaved as received. */
  output(): string;
  /** Polls until `url` answers 2xx; fails as soon as the process exits, or after `timeoutMs`. */
  waitForUrl(url: string, timeoutMs?: number): Promise<void>;
  /** Resolves with the first match of `pattern` in its output; fails if it exits first or times out. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /** Sends `signal` (default SIGTERM), then SIGKILL after `killAfterMs` (default 15 s); resolves on exit. */
  stop(signal?: NodeJS.Signals, killAfterMs?: number): Promise<ProcessExit>;
}

export function launch(command: string, args: readonly string[], options?: LaunchOptions): Launched;
