import type { AdminStats } from '@cwt/contracts';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import {
  VictoryAxis,
  VictoryChart,
  VictoryContainer,
  VictoryLine,
  VictoryPie,
  VictoryScatter,
  VictoryTheme,
} from 'victory';

export const CHART_HEIGHT = 500;
export const PIE_RADIUS = 150;
/** The spec's five colours; categories beyond five cycle through them. */
export const PALETTE = ['#4f46e5', '#16a34a', '#f59e0b', '#dc2626', '#0891b2'] as const;

/** 'YYYY-MM-DD' (already a site-time-zone day) to 'dd/mm' without going through a local Date. */
export function dayLabel(date: string): string {
  const [, m, d] = date.split('-');
  return `${d}/${m}`;
}

export const colourFor = (index: number) => PALETTE[index % PALETTE.length]!;

/**
 * Width of an element, followed on resize: Victory draws at a fixed viewBox and scales the SVG to its
 * box, so a 640-wide chart in a 530 px card came out ~420 px high; drawing at the real width keeps the
 * spec's 500 px height and 150 px radius.
 */
export function useElementWidth<T extends HTMLElement>(fallback = 640): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      if (el.clientWidth > 0) setWidth(Math.floor(el.clientWidth));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** Spec radius, shrunk only when the card is too narrow to hold the pie and its labels. */
export const pieRadius = (width: number) =>
  Math.max(50, Math.min(PIE_RADIUS, width / 2 - (width < NARROW_CHART ? 80 : 100)));
/** Below this card width the pie's labels get a smaller font so 'Technology: 6' fits beside it. */
const NARROW_CHART = 420;

const axisStyle = {
  axis: { stroke: 'var(--cwt-color-border-strong)' },
  tickLabels: { fill: 'var(--cwt-color-text-muted)', fontSize: 11, padding: 4 },
  grid: { stroke: 'var(--cwt-color-border)', strokeDasharray: '4 4' },
};

export function BlogsByMonthChart({ data }: { data: AdminStats['postsByDay'] }) {
  const points = data.map((d) => ({ x: dayLabel(d.date), y: d.count }));
  const [ref, width] = useElementWidth<HTMLElement>();
  // About one label per 70 px, so dd/mm labels never overlap.
  const every = Math.max(1, Math.ceil(points.length / Math.max(2, Math.floor(width / 70))));
  return (
    <figure ref={ref} aria-label="Blogs by Month" style={{ margin: 0, height: CHART_HEIGHT }}>
      <VictoryChart
        height={CHART_HEIGHT}
        width={width}
        theme={VictoryTheme.clean}
        domainPadding={{ x: 16, y: 16 }}
        minDomain={{ y: 0 }}
        // Victory's <svg role="img"> needs a name of its own (axe: svg-img-alt).
        containerComponent={
          <VictoryContainer
            title="Blogs by Month"
            desc={`Posts per day: ${data.map((d) => `${dayLabel(d.date)} ${d.count}`).join(', ') || 'none'}`}
          />
        }
        padding={{ top: 20, bottom: 50, left: 44, right: 20 }}
      >
        <VictoryAxis
          style={{ ...axisStyle, grid: { stroke: 'transparent' } }}
          tickFormat={(t: string, i: number) => (i % every === 0 ? t : '')}
        />
        <VictoryAxis
          dependentAxis
          style={axisStyle}
          tickFormat={(t: number) => (Number.isInteger(t) ? t : '')}
        />
        <VictoryLine data={points} style={{ data: { stroke: PALETTE[0], strokeWidth: 2 } }} />
        <VictoryScatter data={points} size={3} style={{ data: { fill: PALETTE[0] } }} />
      </VictoryChart>
    </figure>
  );
}

export function BlogsByCategoryChart({ data }: { data: AdminStats['postsByCategory'] }) {
  const slices = data.map((d) => ({ x: d.category, y: d.count }));
  const [ref, width] = useElementWidth<HTMLElement>();
  const radius = pieRadius(width);
  return (
    <figure ref={ref} aria-label="Blogs by Category" style={{ margin: 0, height: CHART_HEIGHT }}>
      <VictoryPie
        height={CHART_HEIGHT}
        width={width}
        radius={radius}
        containerComponent={
          <VictoryContainer
            title="Blogs by Category"
            desc={`Posts per category: ${slices.map((d) => `${d.x} ${d.y}`).join(', ') || 'none'}`}
          />
        }
        data={slices}
        colorScale={slices.map((_, i) => colourFor(i))}
        labels={({ datum }: { datum: { x: string; y: number } }) => `${datum.x}: ${datum.y}`}
        labelRadius={radius + 18}
        style={{
          // The slice border follows the card, so slices stay apart in both themes.
          data: { stroke: 'var(--cwt-color-surface)', strokeWidth: 2 },
          labels: { fill: 'var(--cwt-color-text)', fontSize: width < NARROW_CHART ? 10 : 12 },
        }}
      />
    </figure>
  );
}
