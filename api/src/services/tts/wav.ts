/** PCM WAV parsing and writing, enough to join the pieces a synthesiser produces. */
export interface WavFormat {
  audioFormat: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
}

export interface Wav {
  format: WavFormat;
  data: Uint8Array;
}

export function parseWav(bytes: Uint8Array): Wav {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('not a RIFF/WAVE file');
  let format: WavFormat | null = null;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = tag(offset);
    let size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = {
        audioFormat: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bitsPerSample: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      // Streamed WAVs leave the size at 0 or 0xFFFFFFFF: the data runs to the end of the file.
      if (size === 0 || size === 0xffffffff || body + size > bytes.length) size = bytes.length - body;
      if (!format) throw new Error('WAV data before its fmt chunk');
      return { format, data: bytes.subarray(body, body + size) };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV without a data chunk');
}

/** A canonical 44-byte-header WAV holding the given PCM data. */
export function encodeWav(format: WavFormat, data: Uint8Array): Buffer {
  const header = Buffer.alloc(44);
  const blockAlign = (format.channels * format.bitsPerSample) / 8;
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(format.audioFormat, 20);
  header.writeUInt16LE(format.channels, 22);
  header.writeUInt32LE(format.sampleRate, 24);
  header.writeUInt32LE(format.sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(format.bitsPerSample, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Joins WAVs of the same format, with a short silence between pieces so sentences do not run together. */
export function concatWavs(pieces: Uint8Array[], gapSeconds = 0.15): Buffer {
  const parsed = pieces.map(parseWav);
  const format = parsed[0]!.format;
  for (const p of parsed) {
    if (
      p.format.sampleRate !== format.sampleRate ||
      p.format.channels !== format.channels ||
      p.format.bitsPerSample !== format.bitsPerSample
    )
      throw new Error('cannot join WAVs of different formats');
  }
  const blockAlign = (format.channels * format.bitsPerSample) / 8;
  const gap = new Uint8Array(Math.round(format.sampleRate * gapSeconds) * blockAlign);
  const parts: Uint8Array[] = [];
  parsed.forEach((p, i) => {
    if (i > 0) parts.push(gap);
    parts.push(p.data);
  });
  return encodeWav(format, Buffer.concat(parts));
}

export function wavDurationSeconds(bytes: Uint8Array): number {
  const { format, data } = parseWav(bytes);
  return data.length / (format.sampleRate * format.channels * (format.bitsPerSample / 8));
}
