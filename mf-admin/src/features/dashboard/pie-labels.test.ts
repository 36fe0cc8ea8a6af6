import { DEFAULT_CATEGORIES } from '@cwt/contracts';
import {
  distanceToSegment,
  estimateText,
  layoutPie,
  MAX_SLICES,
  OTHER,
  type PieDatum,
  type PieLayout,
  segmentsCross,
} from './pie-labels';

const HEIGHT = 500;
const size = (width: number) => ({ width, height: HEIGHT, maxRadius: 150 });
const eight = (counts: number[]): PieDatum[] =>
  counts.map((count, i) => ({ category: DEFAULT_CATEGORIES[i]!, count }));

type Box = PieLayout['labels'][number]['box'];
const intersects = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Everything a reader needs from the layout: apart, inside, and each line outside the pie. */
function problems(layout: PieLayout, width: number): string[] {
  const found: string[] = [];
  const { labels, cx, cy, radius } = layout;
  labels.forEach((a, i) => {
    const name = a.lines.join(' ');
    for (const b of labels.slice(i + 1)) {
      if (intersects(a.box, b.box)) found.push(`${name} overlaps ${b.lines.join(' ')}`);
      for (let s = 0; s + 1 < a.leader.length; s++)
        for (let t = 0; t + 1 < b.leader.length; t++)
          if (segmentsCross(a.leader[s]!, a.leader[s + 1]!, b.leader[t]!, b.leader[t + 1]!))
            found.push(`lines of ${name} and ${b.lines.join(' ')} cross`);
    }
    if (a.box.left < 0 || a.box.right > width || a.box.top < 0 || a.box.bottom > HEIGHT)
      found.push(`${name} is outside the chart`);
    // Past the rim point, the line never runs back over the pie.
    if (distanceToSegment([cx, cy], a.leader[1]!, a.leader[2]!) < radius - 0.5)
      found.push(`line of ${name} crosses the pie`);
  });
  return found;
}

const SKEWED = [
  eight([156, 36, 16, 6, 6, 6, 6, 6]),
  eight([400, 1, 1, 1, 1, 1, 1, 1]),
  eight([1, 1, 1, 1, 1, 1, 1, 400]),
  eight([50, 1, 50, 1, 50, 1, 50, 1]),
  eight([9, 8, 7, 6, 5, 4, 3, 2]),
  eight([1, 2, 3, 4, 5, 6, 7, 300]),
];

test.each([311, 375, 452, 700, 1000])(
  'eight skewed categories at %i px: labels apart and inside, lines clear',
  (width) => {
    for (const data of SKEWED) {
      const layout = layoutPie(data, size(width), estimateText);
      expect(layout.labels).toHaveLength(8);
      expect(problems(layout, width)).toEqual([]);
    }
  },
);

test('the pie keeps the spec radius when the card has room, and one-line labels "Category: count"', () => {
  const layout = layoutPie(SKEWED[0]!, size(900), estimateText);
  expect(layout.radius).toBe(150);
  expect(layout.labels.map((l) => l.lines)).toContainEqual(['Technology: 156']);
});

test('on a narrow card the pie shrinks and labels take two lines, name then count', () => {
  const layout = layoutPie(SKEWED[0]!, size(311), estimateText);
  expect(layout.radius).toBeLessThan(150);
  expect(layout.radius).toBeGreaterThanOrEqual(48);
  expect(layout.labels.find((l) => l.slice.category === 'Food')?.lines).toEqual(['Food', '16 blogs']);
  expect(layout.labels.find((l) => l.slice.count === 1)).toBeUndefined();
  expect(layoutPie(eight([1, 2, 3, 4, 5, 6, 7, 8]), size(311), estimateText).labels[0]!.lines).toEqual([
    'Technology',
    '1 blog',
  ]);
});

test('slices follow the data in order, clockwise, sized by count, from 12 o’clock unless turned', () => {
  const { slices, rotation } = layoutPie(eight([3, 1]), size(700), estimateText);
  expect(slices.map((s) => [s.category, s.startAngle - rotation, s.endAngle - rotation])).toEqual([
    ['Technology', 0, 1.5 * Math.PI],
    ['Travel', 1.5 * Math.PI, 2 * Math.PI],
  ]);
  // Eight equal slices need no turn; a run of small ones at 12 o'clock is turned to where its labels have room.
  expect(layoutPie(eight([6, 6, 6, 6, 6, 6, 6, 6]), size(700), estimateText).rotation).toBe(0);
  expect(layoutPie(SKEWED[0]!, size(700), estimateText).rotation).not.toBe(0);
});

test('a long category name is cut with an ellipsis to leave the pie room', () => {
  const long = 'A category whose name runs to the sixty characters allowed!';
  const layout = layoutPie([{ category: long, count: 5 }, ...eight([1, 1, 1])], size(311), estimateText);
  const label = layout.labels.find((l) => l.slice.category === long)!;
  expect(label.lines[0]).toMatch(/…$/);
  expect(long.startsWith(label.lines[0]!.slice(0, -1))).toBe(true);
  expect(layout.radius).toBeGreaterThanOrEqual(48);
  expect(problems(layout, 311)).toEqual([]);
});

test(`beyond ${MAX_SLICES} categories the smallest share one '${OTHER}' slice, so every label still fits`, () => {
  const data: PieDatum[] = Array.from({ length: 30 }, (_, i) => ({
    category: `Topic ${i + 1}`,
    count: i === 0 ? 500 : 30 - i,
  }));
  const layout = layoutPie(data, size(311), estimateText);
  expect(layout.slices).toHaveLength(MAX_SLICES);
  const other = layout.slices.at(-1)!;
  expect(other.category).toBe(OTHER);
  expect(other.members).toHaveLength(30 - (MAX_SLICES - 1));
  expect(layout.slices.reduce((sum, s) => sum + s.count, 0)).toBe(data.reduce((sum, d) => sum + d.count, 0));
  expect(problems(layout, 311)).toEqual([]);
});

test('no data draws no slices and no labels', () => {
  const layout = layoutPie([], size(700), estimateText);
  expect(layout.slices).toEqual([]);
  expect(layout.labels).toEqual([]);
});
