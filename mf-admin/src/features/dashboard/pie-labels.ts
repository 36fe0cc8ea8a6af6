// Layout of the 'Blogs by Category' pie and its labels. Victory places each label at its slice's angle,
// so the labels of several small neighbouring slices printed on top of each other. Here every label
// sits in a column beside the pie (right half of the pie: right column, left half: left column), the
// labels of a column are spread vertically until none overlaps, and a leader line joins each one to
// its slice. The palette cycles after five colours, so a legend could not tell two slices apart: the
// line is what ties a label to its slice. Geometry (and the labels' words, from the catalogue), so it can
// be tested without a browser.

import { t } from '@cwt/core';

export interface PieDatum {
  category: string;
  count: number;
}

/** Width of a text in px at a font size and weight (canvas measurement in the browser). */
export type MeasureText = (text: string, fontSize: number, fontWeight: number) => number;

export interface PieSlice {
  /** Category name, or OTHER for the smallest categories grouped together. */
  category: string;
  count: number;
  /** Categories the slice stands for (one, or several for the grouped slice). */
  members: string[];
  /** Radians clockwise from 12 o'clock, as Victory (d3-shape) draws them. */
  startAngle: number;
  endAngle: number;
}

export interface PieLabel {
  slice: PieSlice;
  side: 'left' | 'right';
  /** One line ('Food: 6') when the pie keeps its full radius that way, else two ('Food', '6 blogs'). */
  lines: string[];
  /** Where the text is anchored: its start (right column) or end (left column). */
  x: number;
  /** Vertical centre of the label's lines. */
  y: number;
  /** The label's box as laid out (measured widths, line heights). */
  box: { left: number; top: number; right: number; bottom: number };
  /** Leader line: on the slice's rim, just outside it, then to the label. */
  leader: [number, number][];
}

export interface PieLayout {
  cx: number;
  cy: number;
  radius: number;
  /** Radians clockwise by which the first slice starts after 12 o'clock. */
  rotation: number;
  fontSize: number;
  lineHeight: number;
  slices: PieSlice[];
  labels: PieLabel[];
}

/** The key of the slice grouping the smallest categories; shown as `admin.chart.other` ('Other', 'Khác'). */
export const OTHER = 'Other';
const TURN = 2 * Math.PI;
/** More slices than this: the smallest are drawn as one 'Other' slice, so each label keeps its line. */
export const MAX_SLICES = 12;
/** Below this width the labels get a smaller font. */
export const NARROW_WIDTH = 420;
/**
 * Spacing in px, tighter on a narrow card so a phone keeps names like 'Entertainment' whole: the leader
 * line leaves the rim radially for `elbow`, then runs to `run` beyond the rim's side; `gap` between the
 * line's end and the text, `edge` between a text and the chart's edge; `minRadius` the smallest pie.
 */
const SPACE = {
  wide: { elbow: 12, run: 12, gap: 4, edge: 4, minRadius: 60 },
  narrow: { elbow: 8, run: 8, gap: 3, edge: 2, minRadius: 48 },
};
/** Vertical space between two labels of a column. */
const SPACING = 6;
const NAME_WEIGHT = 600;

/** A label's second line: '1 blog', '12 blogs' ('12 bài viết'). */
export const countText = (count: number) => t('admin.chart.blogs', { count });

/** A slice's name as its label shows it. */
export const sliceName = (slice: { category: string }) =>
  slice.category === OTHER ? t('admin.chart.other') : slice.category;

/** Biggest categories first as given; beyond MAX_SLICES the smallest make one slice at the end. */
function groupSlices(data: PieDatum[]): Omit<PieSlice, 'startAngle' | 'endAngle'>[] {
  const items = data.filter((d) => d.count > 0).map((d) => ({ ...d, members: [d.category] }));
  if (items.length <= MAX_SLICES) return items;
  const bySize = [...items].sort((a, b) => b.count - a.count);
  const kept = new Set(bySize.slice(0, MAX_SLICES - 1));
  const rest = bySize.slice(MAX_SLICES - 1);
  return [
    ...items.filter((d) => kept.has(d)),
    {
      category: OTHER,
      count: rest.reduce((sum, d) => sum + d.count, 0),
      members: rest.map((d) => d.category),
    },
  ];
}

/** `text` cut with an ellipsis to fit `max` px (long category names may have up to 60 characters). */
function fit(text: string, max: number, measure: (t: string) => number): string {
  if (measure(text) <= max) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(`${text.slice(0, mid).trimEnd()}…`) <= max) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo).trimEnd()}…`;
}

/**
 * Places the labels of one column: each wants the height of its slice's elbow; overlapping labels are
 * merged into a cluster centred on their wishes (so a run of small slices spreads both ways around
 * them, not only downwards), clusters are kept inside the chart, until no two overlap.
 */
function spread(wanted: number[], heights: number[], top: number, bottom: number): number[] {
  type Cluster = { first: number; last: number; start: number };
  const size = (c: Cluster) => {
    let h = 0;
    for (let i = c.first; i <= c.last; i++) h += heights[i]! + (i > c.first ? SPACING : 0);
    return h;
  };
  const place = (c: Cluster) => {
    const h = size(c);
    // The cluster's middle sits at the mean of its members' wishes, each measured at its own offset.
    let offset = 0;
    let sum = 0;
    for (let i = c.first; i <= c.last; i++) {
      sum += wanted[i]! - (offset + heights[i]! / 2);
      offset += heights[i]! + SPACING;
    }
    const start = sum / (c.last - c.first + 1);
    c.start = Math.min(Math.max(start, top), Math.max(top, bottom - h));
  };
  const clusters: Cluster[] = wanted.map((_, i) => ({ first: i, last: i, start: 0 }));
  for (const c of clusters) place(c);
  let merged = true;
  while (merged) {
    merged = false;
    for (let k = 0; k + 1 < clusters.length; k++) {
      const a = clusters[k]!;
      const b = clusters[k + 1]!;
      if (a.start + size(a) + SPACING > b.start) {
        clusters.splice(k, 2, { first: a.first, last: b.last, start: 0 });
        place(clusters[k]!);
        merged = true;
        break;
      }
    }
  }
  const centres: number[] = [];
  for (const c of clusters) {
    let y = c.start;
    for (let i = c.first; i <= c.last; i++) {
      centres[i] = y + heights[i]! / 2;
      y += heights[i]! + SPACING;
    }
  }
  return centres;
}

type Size = { width: number; height: number; maxRadius: number };

/**
 * The layout with the pie turned by `rotation` radians (clockwise; 0: the first slice starts at 12
 * o'clock).
 */
function layoutAt(
  groups: ReturnType<typeof groupSlices>,
  rotation: number,
  size: Size,
  measureText: MeasureText,
): PieLayout {
  const { width, height, maxRadius } = size;
  const narrow = width < NARROW_WIDTH;
  const fontSize = narrow ? 11 : 12;
  const { elbow, run, gap, edge, minRadius } = SPACE[narrow ? 'narrow' : 'wide'];
  const lineHeight = Math.round(fontSize * 1.3);
  const measureName = (t: string) => Math.ceil(measureText(t, fontSize, NAME_WEIGHT));
  const measurePlain = (t: string) => Math.ceil(measureText(t, fontSize, 400));

  const total = groups.reduce((sum, d) => sum + d.count, 0);
  let angle = rotation;
  const slices: PieSlice[] = groups.map((g) => {
    const startAngle = angle;
    angle += (g.count / total) * 2 * Math.PI;
    return { ...g, startAngle, endAngle: angle };
  });
  // Mid angles in [0, 2π): right half up to 6 o'clock included (a single category's label).
  const mids = slices.map((s) => ((((s.startAngle + s.endAngle) / 2) % TURN) + TURN) % TURN);
  const sides = mids.map((m): 'left' | 'right' => (m <= Math.PI ? 'right' : 'left'));

  // Room a column needs beside the pie for texts of a given width.
  const reach = (textWidth: number) => elbow + run + gap + textWidth + edge;
  /** Radius and centre when each side's widest label is as given; the pie moves towards the narrower side. */
  const fitPie = (widths: number[]) => {
    const widest = (side: 'left' | 'right') => Math.max(0, ...widths.filter((_, i) => sides[i] === side));
    const left = reach(widest('left'));
    const right = reach(widest('right'));
    const radius = Math.min(maxRadius, (width - left - right) / 2, height / 2 - elbow - lineHeight);
    return { radius, cx: left + (width - left - right) / 2 };
  };

  const oneLine = slices.map((s) => `${sliceName(s)}: ${s.count}`);
  const single = fitPie(oneLine.map(measureName));
  let lines: string[][];
  let pie: { radius: number; cx: number };
  if (single.radius >= maxRadius) {
    lines = oneLine.map((l) => [l]);
    pie = single;
  } else {
    // Names longer than the room the smallest pie leaves get an ellipsis (the tooltip has them whole).
    // A side with short names lends its room to the other, since the pie moves towards it.
    const full = slices.map((s) => Math.max(measureName(sliceName(s)), measurePlain(countText(s.count))));
    const widest = (side: 'left' | 'right') => Math.max(0, ...full.filter((_, i) => sides[i] === side));
    const budget = width - 2 * minRadius - 2 * reach(0);
    const room = (side: 'left' | 'right') =>
      Math.max(budget / 2, budget - Math.min(widest(side === 'left' ? 'right' : 'left'), budget / 2));
    lines = slices.map((s, i) => [fit(sliceName(s), room(sides[i]!), measureName), countText(s.count)]);
    pie = fitPie(lines.map(([name, count]) => Math.max(measureName(name!), measurePlain(count!))));
  }
  const radius = Math.max(Math.min(minRadius, maxRadius), Math.floor(pie.radius));
  const cx = Math.round(pie.cx);
  const cy = Math.round(height / 2);

  const labels: PieLabel[] = [];
  for (const side of ['right', 'left'] as const) {
    const members = slices
      .map((slice, i) => ({ slice, i }))
      .filter(({ i }) => sides[i] === side)
      .map(({ slice, i }) => ({ slice, i, wanted: cy - (radius + elbow) * Math.cos(mids[i]!) }))
      .sort((a, b) => a.wanted - b.wanted || a.i - b.i);
    const heights = members.map(({ i }) => lines[i]!.length * lineHeight);
    const ys = spread(
      members.map((m) => m.wanted),
      heights,
      edge,
      height - edge,
    );
    const dir = side === 'right' ? 1 : -1;
    const lineEnd = cx + dir * (radius + elbow + run);
    const x = lineEnd + dir * gap;
    members.forEach(({ slice, i }, k) => {
      const y = ys[k]!;
      const m = mids[i]!;
      const w = Math.max(measureName(lines[i]![0]!), ...lines[i]!.slice(1).map((l) => measurePlain(l)));
      const h = heights[k]!;
      labels.push({
        slice,
        side,
        lines: lines[i]!,
        x,
        y,
        box: {
          left: side === 'right' ? x : x - w,
          right: side === 'right' ? x + w : x,
          top: y - h / 2,
          bottom: y + h / 2,
        },
        leader: [
          [cx + radius * Math.sin(m), cy - radius * Math.cos(m)],
          [cx + (radius + elbow) * Math.sin(m), cy - (radius + elbow) * Math.cos(m)],
          [lineEnd, y],
        ],
      });
    });
  }
  labels.sort((a, b) => slices.indexOf(a.slice) - slices.indexOf(b.slice));
  return { cx, cy, radius, rotation, fontSize, lineHeight, slices, labels };
}

type Point = [number, number];

/** Whether segments ab and cd cross (sharing an end point does not count). */
export function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const side = (p: Point, q: Point, r: Point) =>
    Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
  return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0;
}

/** Distance from point p to the segment ab. */
export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const along = ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy || 1);
  const t = Math.max(0, Math.min(1, along));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Leader lines that cross one another or run back over the pie. */
function tangles(layout: PieLayout): number {
  const { labels, cx, cy, radius } = layout;
  let n = 0;
  labels.forEach((a, i) => {
    if (distanceToSegment([cx, cy], a.leader[1]!, a.leader[2]!) < radius) n++;
    for (const b of labels.slice(i + 1))
      for (let s = 0; s + 1 < a.leader.length; s++)
        for (let t = 0; t + 1 < b.leader.length; t++)
          if (segmentsCross(a.leader[s]!, a.leader[s + 1]!, b.leader[t]!, b.leader[t + 1]!)) n++;
  });
  return n;
}

/** Turns of the pie tried, in degrees: the usual 12 o'clock start first, then every 10° either way. */
const ROTATIONS = [0, ...Array.from({ length: 18 }, (_, i) => [(i + 1) * 10, -(i + 1) * 10]).flat()];

/**
 * Lays the pie and its labels out. With the first slice at 12 o'clock, a run of small slices beside a
 * big one can sit where its column has little room (near the top or bottom), so its labels would be
 * pushed far from their slices and their leader lines would cross. The pie is then turned to where the
 * labels sit closest to their slices (shortest lines) with no line crossing another or the pie, the pie
 * as big as the card allows, and the smallest turn.
 */
export function layoutPie(data: PieDatum[], size: Size, measureText: MeasureText): PieLayout {
  const groups = groupSlices(data);
  const widths = new Map<string, number>();
  const measure: MeasureText = (text, fontSize, fontWeight) => {
    const key = `${fontWeight} ${fontSize} ${text}`;
    const known = widths.get(key);
    if (known !== undefined) return known;
    const w = measureText(text, fontSize, fontWeight);
    widths.set(key, w);
    return w;
  };
  let best: { layout: PieLayout; score: number } | undefined;
  for (const degrees of ROTATIONS) {
    const layout = layoutAt(groups, (degrees * Math.PI) / 180, size, measure);
    // How far the labels sit from their slices: the length of the lines past their elbows.
    const reach = layout.labels.reduce((sum, l) => {
      const [elbowX, elbowY] = l.leader[1]!;
      const [endX, endY] = l.leader[2]!;
      return sum + Math.hypot(endX - elbowX, endY - elbowY);
    }, 0);
    const score =
      tangles(layout) * 100_000 + (size.maxRadius - layout.radius) * 20 + reach + 3 * Math.abs(degrees);
    if (!best || score < best.score) best = { layout, score };
    if (score === 0) break;
  }
  return best!.layout;
}

/** A rough width for where no canvas can measure (tests in jsdom, the server): 0.6 em a character. */
export const estimateText: MeasureText = (text, fontSize, fontWeight) =>
  text.length * fontSize * (fontWeight >= 600 ? 0.64 : 0.58);
