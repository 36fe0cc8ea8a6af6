import sharp from 'sharp';

/** A solid-colour PNG built at run time, so the suites need no binary fixture files. */
export const pngOf = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
