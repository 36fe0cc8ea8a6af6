import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { htmlToText } from '../../lib/html';
import type { SpeechSynthesizer } from './types';
import { concatWavs } from './wav';

/** Longest piece handed to the engine at once; pieces are synthesised in parallel across the pool. */
export const CHUNK_CHARS = 400;

/** HTML stripped, whitespace collapsed: the cache key and what is spoken. */
export function normaliseSpeechText(input: string): string {
  return htmlToText(input).normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** Splits at sentence ends (or failing that, spaces) into pieces of at most `max` characters. */
export function chunkText(text: string, max = CHUNK_CHARS): string[] {
  const sentences = text.match(/[^.!?;:。]+[.!?;:。]*\s*/g) ?? [text];
  const chunks: string[] = [];
  let current = '';
  const push = (piece: string) => {
    if (current.length + piece.length > max && current) {
      chunks.push(current.trim());
      current = '';
    }
    current += piece;
  };
  for (const sentence of sentences) {
    if (sentence.length <= max) {
      push(sentence);
      continue;
    }
    for (const word of sentence.split(/(?<=\s)/)) {
      // A single "word" longer than a chunk (a URL, a run of letters) is cut.
      for (let i = 0; i < word.length; i += max) push(word.slice(i, i + max));
    }
  }
  if (current.trim()) chunks.push(current.trim());
  return chunks;
}

/** Vietnamese letters pick eSpeak's Vietnamese voice; anything else uses the configured one. */
export function voiceFor(text: string, fallback: string): string {
  return /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i.test(text) ? 'vi' : fallback;
}

export interface AudioResult {
  wav: Buffer;
  cached: boolean;
}

/** Text to WAV, cached on disk by SHA-256 of the normalised text and voice. */
export class AudioService {
  /** Engine calls made (one per chunk); the cache test reads it. */
  synthesisCount = 0;
  private readonly inflight = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly synthesizer: SpeechSynthesizer,
    private readonly cacheDir: string,
    private readonly defaultVoice: string,
  ) {}

  async generate(normalised: string): Promise<AudioResult> {
    const voice = voiceFor(normalised, this.defaultVoice);
    const key = createHash('sha256').update(voice).update('\0').update(normalised).digest('hex');
    const file = path.join(this.cacheDir, key.slice(0, 2), `${key}.wav`);
    try {
      return { wav: await readFile(file), cached: true };
    } catch {
      // Not cached yet.
    }
    // Concurrent requests for the same text share one synthesis.
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = this.synthesize(normalised, voice, file).finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    return { wav: await pending, cached: false };
  }

  private async synthesize(text: string, voice: string, file: string): Promise<Buffer> {
    const chunks = chunkText(text);
    this.synthesisCount += chunks.length;
    const pieces = await Promise.all(chunks.map((c) => this.synthesizer.synthesize(c, voice)));
    const wav = concatWavs(pieces);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, wav);
    await rename(tmp, file);
    return wav;
  }

  close(): Promise<void> {
    return this.synthesizer.close();
  }
}
