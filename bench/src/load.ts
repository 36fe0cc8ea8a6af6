// One load run: autocannon against a URL for a fixed time and connection count.
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  requests: number;
}

/** One request of a drawn run: its path, and headers on top of the run's. */
export interface Drawn {
  path: string;
  headers?: Record<string, string>;
}

/**
 * Loads `url`; with `paths`, the same origin cycling through those paths (one per request); with
 * `draw`, the same origin with each request's path and headers drawn anew.
 */
export async function load(
  url: string,
  options: {
    connections: number;
    seconds: number;
    headers?: Record<string, string>;
    paths?: string[];
    draw?: () => Drawn;
  },
): Promise<LoadResult> {
  const { paths, draw } = options;
  let next = 0;
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    pipelining: 1,
    ...(draw
      ? {
          requests: [
            {
              setupRequest: (request) => {
                const drawn = draw();
                request.path = drawn.path;
                if (drawn.headers) request.headers = { ...options.headers, ...drawn.headers };
                return request;
              },
            },
          ],
        }
      : paths?.length
        ? {
            requests: [
              {
                setupRequest: (request) => {
                  request.path = paths[next++ % paths.length]!;
                  return request;
                },
              },
            ],
          }
        : {}),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}
