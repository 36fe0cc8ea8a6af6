// `Link` hints on the home page's HTML: preconnect to the API, and preload what the home page needs
// from the reader remote (its manifest, remoteEntry.js and the HomePage module's files), read from
// the reader's own mf-manifest.json at the URL the shell's /config.json names. The browser fetches
// them alongside the shell's scripts instead of after them, and a redeployed reader needs no shell
// rebuild: the manifest is re-read at most every MAX_AGE_MS (a stale hint costs one wasted download).
const MAX_AGE_MS = 30_000;
const HOME = { remote: 'reader', expose: 'HomePage' };

/** @type {Map<string, { at: number, links: string[] }>} */
const cache = new Map();
const inFlight = new Set();

/** @param {unknown} manifest  @param {string} manifestUrl */
export function homeRemoteLinks(manifest, manifestUrl) {
  const links = [`<${manifestUrl}>; rel=preload; as=fetch; crossorigin=anonymous`];
  const meta = manifest?.metaData;
  if (!meta?.remoteEntry?.name) return links;
  // Remotes are built with publicPath 'auto': their files resolve next to the manifest.
  const base = new URL('.', manifestUrl);
  const url = (file) => new URL(file, base).href;
  links.push(`<${url(`${meta.remoteEntry.path ?? ''}${meta.remoteEntry.name}`)}>; rel=preload; as=script`);
  const expose = manifest.exposes?.find((e) => e.name === HOME.expose);
  for (const file of expose?.assets?.js?.sync ?? []) links.push(`<${url(file)}>; rel=preload; as=script`);
  for (const file of expose?.assets?.css?.sync ?? []) links.push(`<${url(file)}>; rel=preload; as=style`);
  return links;
}

function refresh(manifestUrl) {
  if (inFlight.has(manifestUrl)) return;
  inFlight.add(manifestUrl);
  fetch(manifestUrl, { signal: AbortSignal.timeout(3000) })
    .then((res) => (res.ok ? res.json() : null))
    .then((manifest) =>
      cache.set(manifestUrl, { at: Date.now(), links: homeRemoteLinks(manifest, manifestUrl) }),
    )
    // A remote that is down gets no hints beyond its manifest; the page shows its error card as before.
    .catch(() => cache.set(manifestUrl, { at: Date.now(), links: homeRemoteLinks(null, manifestUrl) }))
    .finally(() => inFlight.delete(manifestUrl));
}

/**
 * The Link header value for the home page, from what is cached now (refreshed in the background).
 * @param {{ remotes: Record<string, string> }} config
 */
export function homePreloadHeader(config) {
  const links = [];
  // The home page's data and post images come from the API: open both connections (CORS for the data,
  // no-CORS for images) while the scripts download.
  const api = apiOrigin(config.apiBaseUrl);
  if (api) links.push(`<${api}>; rel=preconnect; crossorigin=anonymous`, `<${api}>; rel=preconnect`);
  const manifestUrl = config.remotes?.[HOME.remote];
  if (manifestUrl) {
    const hit = cache.get(manifestUrl);
    if (!hit || Date.now() - hit.at > MAX_AGE_MS) refresh(manifestUrl);
    links.push(...(hit?.links ?? homeRemoteLinks(null, manifestUrl)));
  }
  return links.length ? links.join(', ') : undefined;
}

function apiOrigin(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
