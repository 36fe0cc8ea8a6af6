import type { AdminStats } from '@cwt/contracts';
import { useT } from '@cwt/core';
import { type RefObject, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  VictoryAxis,
  VictoryChart,
  VictoryContainer,
  VictoryLine,
  VictoryPie,
  VictoryScatter,
  VictoryTheme,
} from 'victory';
import { estimateText, layoutPie, type MeasureText, OTHER, sliceName } from './pie-labels';

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

const axisStyle = {
  axis: { stroke: 'var(--cwt-color-border-strong)' },
  tickLabels: { fill: 'var(--cwt-color-text-muted)', fontSize: 11, padding: 4 },
  grid: { stroke: 'var(--cwt-color-border)', strokeDasharray: '4 4' },
};

export function BlogsByMonthChart({ data }: { data: AdminStats['postsByDay'] }) {
  const t = useT();
  const points = data.map((d) => ({ x: dayLabel(d.date), y: d.count }));
  const [ref, width] = useElementWidth<HTMLElement>();
  // About one label per 70 px, so dd/mm labels never overlap.
  const every = Math.max(1, Math.ceil(points.length / Math.max(2, Math.floor(width / 70))));
  return (
    <figure ref={ref} aria-label={t('admin.chart.byMonth')} style={{ margin: 0, height: CHART_HEIGHT }}>
      <VictoryChart
        height={CHART_HEIGHT}
        width={width}
        theme={VictoryTheme.clean}
        domainPadding={{ x: 16, y: 16 }}
        minDomain={{ y: 0 }}
        // Victory's <svg role="img"> needs a name of its own (axe: svg-img-alt).
        containerComponent={
          <VictoryContainer
            title={t('admin.chart.byMonth')}
            desc={t('admin.chart.perDay', {
              list: data.map((d) => `${dayLabel(d.date)} ${d.count}`).join(', ') || t('admin.chart.none'),
            })}
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

/**
 * Text widths in the figure's own font, for laying out the pie's labels before they are drawn. A canvas
 * measures them where there is one (OffscreenCanvas: jsdom has none and would log its 2D context as
 * not implemented); elsewhere a per-character estimate stands in.
 */
function useMeasureText(ref: RefObject<HTMLElement | null>): MeasureText {
  const [family, setFamily] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (ref.current) setFamily(getComputedStyle(ref.current).fontFamily || null);
  }, [ref]);
  return useMemo(() => {
    const context =
      family && typeof OffscreenCanvas !== 'undefined' ? new OffscreenCanvas(1, 1).getContext('2d') : null;
    if (!context || !family) return estimateText;
    return (text, fontSize, fontWeight) => {
      context.font = `${fontWeight} ${fontSize}px ${family}`;
      return context.measureText(text).width;
    };
  }, [family]);
}

/**
 * The spec's pie (500 px high, radius 150, five cycling colours) with its labels beside it, joined to
 * their slices by leader lines (layout in pie-labels.ts), so small neighbouring slices keep readable
 * labels. The radius shrinks only when the card is too narrow for the pie and its labels.
 */
export function BlogsByCategoryChart({ data }: { data: AdminStats['postsByCategory'] }) {
  const t = useT();
  const [ref, width] = useElementWidth<HTMLElement>();
  const measure = useMeasureText(ref);
  // `t` too: the 'Other' slice's name and the counts under the names are worded in the language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` is a new language, so new labels.
  const layout = useMemo(
    () => layoutPie(data, { width, height: CHART_HEIGHT, maxRadius: PIE_RADIUS }, measure),
    [data, width, measure, t],
  );
  const id = useId();
  const colours = layout.slices.map((_, i) => colourFor(i));
  return (
    <figure ref={ref} aria-label={t('admin.chart.byCategory')} style={{ margin: 0, height: CHART_HEIGHT }}>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        width={width}
        height={CHART_HEIGHT}
        viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
        style={{ display: 'block', overflow: 'visible' }}
      >
        <title id={`${id}-title`}>{t('admin.chart.byCategory')}</title>
        <desc id={`${id}-desc`}>
          {t('admin.chart.perCategory', {
            list: data.map((d) => `${d.category} ${d.count}`).join(', ') || t('admin.chart.none'),
          })}
        </desc>
        <VictoryPie
          standalone={false}
          width={width}
          height={CHART_HEIGHT}
          origin={{ x: layout.cx, y: layout.cy }}
          radius={layout.radius}
          startAngle={(layout.rotation * 180) / Math.PI}
          endAngle={(layout.rotation * 180) / Math.PI + 360}
          data={layout.slices.map((s) => ({ x: s.category, y: s.count }))}
          colorScale={colours}
          // No labels of Victory's own: they sit at their slice's angle and collide.
          labels={[]}
          style={{
            // The slice border follows the card, so slices stay apart in both themes.
            data: { stroke: 'var(--cwt-color-surface)', strokeWidth: 2 },
          }}
        />
        {layout.labels.map((label) => {
          const i = layout.slices.indexOf(label.slice);
          const anchor = label.side === 'right' ? 'start' : 'end';
          const firstBaseline = label.y - ((label.lines.length - 1) * layout.lineHeight) / 2;
          return (
            <g key={label.slice.category}>
              <title>
                {label.slice.category === OTHER
                  ? `${sliceName(label.slice)}: ${label.slice.members.join(', ')} (${label.slice.count})`
                  : `${label.slice.category}: ${label.slice.count}`}
              </title>
              <polyline
                points={label.leader.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}
                fill="none"
                style={{ stroke: colours[i], strokeWidth: 1.5 }}
              />
              <circle
                cx={label.leader[0]![0]}
                cy={label.leader[0]![1]}
                r={2.5}
                style={{ fill: colours[i] }}
              />
              <text textAnchor={anchor} style={{ fontSize: layout.fontSize }}>
                {label.lines.map((line, k) => (
                  <tspan
                    key={k === 0 ? 'name' : 'count'}
                    x={label.x}
                    y={firstBaseline + k * layout.lineHeight}
                    dominantBaseline="central"
                    style={
                      k === 0
                        ? { fill: 'var(--cwt-color-text)', fontWeight: 600 }
                        : { fill: 'var(--cwt-color-text-muted)' }
                    }
                  >
                    {line}
                  </tspan>
                ))}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
