// Reading the API's Prometheus metrics (GET /metrics with METRICS_TOKEN) from the benches.

/** The token the benches start their APIs with, so they can read /metrics. */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789';

export interface BusDelay {
  /** Messages from other nodes timed by the node scraped. */
  count: number;
  /** Upper bound of the histogram bucket holding the 99th percentile (ms); null when nothing was timed. */
  p99Ms: number | null;
  /** The p99 as text: `<= 100 ms`, or `> 5000 ms` when it is beyond the last bucket. */
  p99: string;
  sumMs: number;
}

/**
 * The bus delay (publish on another node to receipt on this one) as the node's `cwt_bus_delay_seconds`
 * histogram reports it, all channels together. Prometheus buckets give the p99 as the bound of its
 * bucket, not an exact figure.
 */
export async function busDelay(base: string, token = BENCH_METRICS_TOKEN): Promise<BusDelay> {
  const res = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET /metrics: ${res.status}`);
  const text = await res.text();
  const buckets = new Map<number, number>();
  let sum = 0;
  for (const line of text.split('\n')) {
    const bucket = /^cwt_bus_delay_seconds_bucket\{(.*)\} (\S+)$/.exec(line);
    if (bucket) {
      const le = /le="([^"]+)"/.exec(bucket[1]!)![1]!;
      const bound = le === '+Inf' ? Number.POSITIVE_INFINITY : Number(le);
      buckets.set(bound, (buckets.get(bound) ?? 0) + Number(bucket[2]));
      continue;
    }
    const total = /^cwt_bus_delay_seconds_sum\{.*\} (\S+)$/.exec(line);
    if (total) sum += Number(total[1]);
  }
  const bounds = [...buckets.keys()].sort((a, b) => a - b);
  const count = buckets.get(Number.POSITIVE_INFINITY) ?? 0;
  const p99 = bounds.find((b) => (buckets.get(b) ?? 0) >= 0.99 * count);
  const lastFinite = bounds.filter(Number.isFinite).at(-1) ?? 0;
  const p99Ms = count === 0 || p99 === undefined || !Number.isFinite(p99) ? null : p99 * 1000;
  return {
    count,
    p99Ms,
    p99: count === 0 ? '-' : p99Ms === null ? `> ${lastFinite * 1000} ms` : `<= ${p99Ms} ms`,
    sumMs: Math.round(sum * 1000),
  };
}
