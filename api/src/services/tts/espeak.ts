import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { resolveModule } from '../../lib/resolve-module';
import type { SpeechSynthesizer } from './types';

/*
 * eSpeak-NG compiled to WebAssembly (npm `espeak-ng`, GPL-3.0-or-later). It is only ever run as a
 * separate program in worker threads through this adapter, never linked into our code; see
 * docs/moderation.md. Each synthesis runs the espeak-ng command line (`-w out.wav -f in.txt`) in a
 * fresh instance of the precompiled module, because the Emscripten build runs main() once.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
let compiled;
let factory;
parentPort.on('message', async ({ id, text, voice }) => {
  try {
    factory ??= import(workerData.moduleUrl).then((m) => m.default);
    compiled ??= WebAssembly.compile(fs.readFileSync(workerData.wasmPath));
    const [ESpeakNg, wasm] = await Promise.all([factory, compiled]);
    const instance = await ESpeakNg({
      arguments: ['-w', 'out.wav', '-v', voice, '-f', 'in.txt'],
      preRun: [(m) => m.FS.writeFile('in.txt', text)],
      instantiateWasm(imports, done) {
        WebAssembly.instantiate(wasm, imports).then((inst) => done(inst, wasm));
        return {};
      },
      print() {},
      printErr() {},
    });
    const wav = new Uint8Array(instance.FS.readFile('out.wav'));
    parentPort.postMessage({ id, wav }, [wav.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

interface Job {
  id: number;
  text: string;
  voice: string;
  resolve: (wav: Uint8Array) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

function espeakPaths(): { moduleUrl: string; wasmPath: string } {
  const entry = resolveModule('espeak-ng');
  const wasmPath = path.join(path.dirname(entry), 'espeak-ng.wasm');
  return { moduleUrl: pathToFileURL(entry).href, wasmPath };
}

/** A fixed pool of worker threads so synthesis never blocks the API's event loop. */
export class EspeakSynthesizer implements SpeechSynthesizer {
  readonly name = 'espeak-ng';
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  // Resolved on first use: building the app (e.g. for the OpenAPI document) must not need the engine.
  private paths: { moduleUrl: string; wasmPath: string } | null = null;

  constructor(private readonly size: number) {}

  synthesize(text: string, voice: string): Promise<Uint8Array> {
    if (this.closed) return Promise.reject(new Error('speech synthesizer is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, text, voice, resolve, reject });
      this.pump();
    });
  }

  private spawn(): Slot {
    this.paths ??= espeakPaths();
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: this.paths });
    const slot: Slot = { worker, job: null };
    worker.on('message', (msg: { id: number; wav?: Uint8Array; error?: string }) => {
      const job = slot.job;
      if (!job || job.id !== msg.id) return;
      slot.job = null;
      if (msg.wav) job.resolve(msg.wav);
      else job.reject(new Error(msg.error ?? 'speech synthesis failed'));
      this.pump();
    });
    worker.on('error', (error) => this.retire(slot, error));
    worker.on('exit', (code) => this.retire(slot, new Error(`speech worker exited (${code})`)));
    // Idle workers must not keep the process alive.
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  private retire(slot: Slot, error: Error) {
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    slot.job?.reject(error);
    slot.job = null;
    if (!this.closed) this.pump();
  }

  private pump() {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => s.job === null);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.worker.postMessage({ id: job.id, text: job.text, voice: job.voice });
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('speech synthesizer is closed'));
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
    this.slots.length = 0;
  }
}
