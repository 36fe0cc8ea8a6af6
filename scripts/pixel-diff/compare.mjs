// The compare half of scripts/pixel-diff.mjs: screenshots of the same name in two folders, pixel by
// pixel (pixelmatch, anti-aliasing ignored), and a diff image for each pair over the limit.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** `<route key>@<width>-<theme>.png`, as `shoot` names its screenshots. */
export const shotName = (route, width, theme) => `${route}@${width}-${theme}.png`;
const SHOT = /^(?<route>.+)@(?<width>\d+)-(?<theme>light|dark)\.png$/;

/**
 * The image's pixels on a canvas of the given size. Where only the other image has pixels (a page grew or
 * shrank), each side fills with its own colour, so that area counts as changed.
 */
function onCanvas(png, width, height, fill) {
  if (png.width === width && png.height === height) return png.data;
  const canvas = new PNG({ width, height });
  for (let i = 0; i < canvas.data.length; i += 4) canvas.data.set(fill, i);
  PNG.bitblt(png, canvas, 0, 0, png.width, png.height, 0, 0);
  return canvas.data;
}

/** The share of pixels (0-100) that differ between two decoded PNGs, and the diff image. */
export function comparePngs(a, b) {
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = new PNG({ width, height });
  const changed = pixelmatch(
    onCanvas(a, width, height, [255, 0, 255, 255]),
    onCanvas(b, width, height, [0, 255, 255, 255]),
    diff.data,
    width,
    height,
    { threshold: 0.1 },
  );
  return { percent: (changed / (width * height)) * 100, diff };
}

/**
 * Every screenshot of either folder: `percent` different (null when one side lacks it) and `failed` when
 * over `maxPercent` or missing; the diff image of each failed pair is written to `diffDir`.
 */
export function compareDirs(dirA, dirB, { diffDir, maxPercent }) {
  const pngs = (dir) => readdirSync(dir).filter((f) => f.endsWith('.png'));
  const names = [...new Set([...pngs(dirA), ...pngs(dirB)])].sort();
  return names.map((name) => {
    const label = SHOT.exec(name)?.groups ?? { route: name.replace(/\.png$/, ''), width: '', theme: '' };
    const [fileA, fileB] = [path.join(dirA, name), path.join(dirB, name)];
    if (!existsSync(fileA) || !existsSync(fileB)) {
      return { ...label, name, percent: null, missingIn: existsSync(fileA) ? dirB : dirA, failed: true };
    }
    const { percent, diff } = comparePngs(
      PNG.sync.read(readFileSync(fileA)),
      PNG.sync.read(readFileSync(fileB)),
    );
    const failed = percent > maxPercent;
    if (failed) {
      mkdirSync(diffDir, { recursive: true });
      writeFileSync(path.join(diffDir, name), PNG.sync.write(diff));
    }
    return { ...label, name, percent, failed };
  });
}

/** The rows as a Markdown table (route, width, theme, % of pixels different). */
export function formatTable(rows) {
  const lines = ['| route | width | theme | % different |', '| --- | --- | --- | --- |'];
  for (const r of rows) {
    const cell = r.percent === null ? `missing in ${r.missingIn}` : r.percent.toFixed(3);
    lines.push(`| ${r.route} | ${r.width} | ${r.theme} | ${cell}${r.failed ? ' ✗' : ''} |`);
  }
  return lines.join('\n');
}
