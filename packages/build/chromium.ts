// Debian's Chromium as every browser-driving tool of this repository starts it (the end-to-end tests
// and the benchmarks): one list of the flags this kind of machine needs, one way to find the binary.

/** Headless, no sandbox (containers), no GPU, nothing fetched or updated in the background. */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** CHROMIUM_PATH (or CHROME_PATH, the name Lighthouse's launcher knows), else Debian's package. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH ?? env.CHROME_PATH ?? '/usr/bin/chromium';
}
