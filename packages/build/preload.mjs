// `Link` hints on the home page's HTML: preconnect to the API, whose data and images the home page
// needs, while the scripts download.
//
// No preload of the reader's manifest, remoteEntry.js or HomePage files, though it would save a round
// trip: when the reader is down, Chromium keeps the failed preloads and hands them to the page's own
// loads of the same URLs, so the area's Retry kept failing after the reader was back (the e2e test
// "a stopped remote ... recovers on Retry" failed 2 runs in 3 with the hints, never without).

/**
 * The Link header value for the home page.
 * @param {{ apiBaseUrl?: string }} config
 */
export function homePreloadHeader(config) {
  const api = apiOrigin(config.apiBaseUrl);
  // CORS for the data, no-CORS for images: two connections.
  return api ? `<${api}>; rel=preconnect; crossorigin=anonymous, <${api}>; rel=preconnect` : undefined;
}

function apiOrigin(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
