import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { chunkText } from '../src/services/tts/audio';
import { concatWavs, encodeWav, parseWav, wavDurationSeconds } from '../src/services/tts/wav';
import { startServer, type TestServer } from './helpers/server';

// The project's testTimeout is not applied when several Jest projects run together.

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ seed: false, env: { TTS_POOL_SIZE: '2', AUDIO_MAX_CHARS: '2000' } });
});
afterAll(async () => server?.close());

async function generate(text: unknown) {
  const res = await fetch(`${server.url}/api/audio/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('POST /api/audio/generate', () => {
  test('returns a valid WAV whose duration grows with the text; a repeat is served from the cache', async () => {
    const short = await generate('<p>Hello <b>world</b>.</p>');
    expect(short.res.status).toBe(200);
    expect(short.res.headers.get('content-type')).toBe('audio/wav');
    const head = Buffer.from(short.bytes.subarray(0, 12)).toString('latin1');
    expect(head.slice(0, 4)).toBe('RIFF');
    expect(head.slice(8, 12)).toBe('WAVE');
    const wav = parseWav(short.bytes);
    expect(wav.format).toMatchObject({ audioFormat: 1, channels: 1, sampleRate: 22050, bitsPerSample: 16 });
    expect(new DataView(short.bytes.buffer).getUint32(4, true)).toBe(short.bytes.length - 8);

    const long = await generate(
      'Hello world. This is a much longer sentence, read aloud to check that the audio lasts longer.',
    );
    expect(long.res.status).toBe(200);
    expect(wavDurationSeconds(long.bytes)).toBeGreaterThan(wavDurationSeconds(short.bytes) * 2);
    expect(wavDurationSeconds(short.bytes)).toBeGreaterThan(0.3);

    const before = server.app.tts.synthesisCount;
    // Same text once the HTML is stripped: the cache key is the normalised text.
    const again = await generate('Hello   world.');
    expect(again.res.status).toBe(200);
    expect(again.res.headers.get('x-audio-cache')).toBe('hit');
    expect(server.app.tts.synthesisCount).toBe(before);
    expect(Buffer.from(again.bytes).equals(Buffer.from(short.bytes))).toBe(true);
    const cacheDir = path.join(server.config.dataDir, 'audio-cache');
    expect(existsSync(cacheDir) && readdirSync(cacheDir).length).toBeGreaterThan(0);
  });

  test('400 for empty text (also once HTML is stripped), 413 over the cap', async () => {
    const empty = await generate('   ');
    expect(empty.res.status).toBe(400);
    expect((await generate('<p> </p>')).res.status).toBe(400);
    expect((await generate(undefined)).res.status).toBe(400);
    const tooLong = await generate('word '.repeat(500));
    expect(tooLong.res.status).toBe(413);
    expect(JSON.parse(Buffer.from(tooLong.bytes).toString()).message).toMatch(/too long.*limit is 2000/);
  });
});

describe('WAV helpers', () => {
  test('chunks at sentence ends within the limit and joins WAVs with a correct header', () => {
    const chunks = chunkText('One two three. Four five six. Seven eight nine.', 20);
    expect(chunks).toEqual(['One two three.', 'Four five six.', 'Seven eight nine.']);
    expect(chunkText('x'.repeat(50), 20).every((c) => c.length <= 20)).toBe(true);

    const format = { audioFormat: 1, channels: 1, sampleRate: 8000, bitsPerSample: 16 };
    const a = encodeWav(format, new Uint8Array(800));
    const b = encodeWav(format, new Uint8Array(1600));
    const joined = concatWavs([a, b], 0.1);
    const parsed = parseWav(joined);
    expect(parsed.data.length).toBe(800 + 1600 + 1600);
    expect(joined.readUInt32LE(4)).toBe(joined.length - 8);
    expect(joined.readUInt32LE(28)).toBe(16000);
    expect(wavDurationSeconds(joined)).toBeCloseTo(0.25);
  });
});
