// The site's Content Security Policy: scripts, styles and data only from the shell's own origin,
// the remotes named in /config.json and the API, plus Google's sign-in host when it is configured.
// Inline scripts are allowed by hash (the shell's index.html applies the theme before first paint).
import { createHash } from 'node:crypto';

function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** sha256 sources of every inline <script> in an HTML document. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`);
  }
  return hashes;
}

/**
 * @param {{ apiBaseUrl: string, googleClientId: string | null, remotes: Record<string, string> }} config
 * @param {string[]} scriptHashes
 */
export function contentSecurityPolicy(config, scriptHashes) {
  const remotes = [...new Set(Object.values(config.remotes).map(originOf).filter(Boolean))];
  const api = originOf(config.apiBaseUrl);
  const google = config.googleClientId ? ['https://accounts.google.com'] : [];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...remotes, ...google],
    // React style props, toasts and the remotes' CSS chunks.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes, ...google],
    'connect-src': ["'self'", ...(api ? [api] : []), ...remotes, ...google],
    // Post images may be any http(s) URL an author or admin entered; audio comes back as a blob.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    'media-src': ["'self'", 'blob:', ...(api ? [api] : [])],
    'font-src': ["'self'", 'data:'],
    'frame-src': google.length ? google : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Headers of every response from the shell's origin. */
export function siteSecurityHeaders(config, scriptHashes) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, scriptHashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}
