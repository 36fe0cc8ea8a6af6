// Lighthouse (node API, default config: the mobile preset with simulated throttling) in Debian's
// Chromium, launched by the chrome-launcher Lighthouse itself depends on, on a port of this bench.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROMIUM_FLAGS, chromiumPath } from '@cwt/build/chromium';
import type { Locale } from '@cwt/contracts';
import lighthouse from 'lighthouse';
import { acceptLanguage } from './site';

export const CHROME_PATH = chromiumPath();
// chrome-launcher starts a headed browser unless told.
export const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];
const DEBUG_PORT = 5190;

interface LaunchedChrome {
  port: number;
  kill(): Promise<void>;
}
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[]; port: number }): Promise<LaunchedChrome>;
}

export async function chromeLauncher(): Promise<ChromeLauncher> {
  // pnpm keeps Lighthouse's own dependencies beside it, not in this package's node_modules.
  const lighthouseDir = realpathSync(path.dirname(fileURLToPath(import.meta.resolve('lighthouse'))));
  const entry = path.join(lighthouseDir, '../../chrome-launcher/dist/index.js');
  return (await import(pathToFileURL(entry).href)) as ChromeLauncher;
}

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement: string | null;
}

/** A page to measure, in the language its visitor's browser asks for. */
export interface LighthouseTarget {
  url: string;
  locale: Locale;
}

export interface LighthouseSummary extends LighthouseRun {
  url: string;
  locale: Locale;
  runs: LighthouseRun[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function lcpElementOf(details: unknown): string | null {
  // The first { type: 'node', snippet } anywhere in the audit's details.
  const find = (value: unknown): string | null => {
    if (!value || typeof value !== 'object') return null;
    const record = value as Record<string, unknown>;
    if (record.type === 'node' && typeof record.snippet === 'string') return record.snippet;
    for (const child of Object.values(record)) {
      const found = Array.isArray(child) ? child.map(find).find(Boolean) : find(child);
      if (found) return found;
    }
    return null;
  };
  return find(details);
}

/** One Lighthouse run; a failed trace (NO_NAVSTART and the like, seen on a loaded machine) is retried. */
export async function lighthouseOnce(url: string, port: number, locale: Locale = 'en', attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      extraHeaders: { 'Accept-Language': acceptLanguage(locale) },
    });
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'no result' };
    if (result && !error) return result.lhr;
    if (attempt >= attempts) throw new Error(`Lighthouse on ${url}: ${error?.message}`);
    console.log(`  lighthouse ${url}: ${error?.code}, retrying`);
  }
}

/** Runs Lighthouse `runs` times on each URL (one Chromium, storage reset per run), medians per URL. */
export async function runLighthouse(targets: LighthouseTarget[], runs: number): Promise<LighthouseSummary[]> {
  const launcher = await chromeLauncher();
  const chrome = await launcher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    port: DEBUG_PORT,
  });
  const out: LighthouseSummary[] = [];
  try {
    for (const { url, locale } of targets) {
      const all: LighthouseRun[] = [];
      for (let i = 0; i < runs; i += 1) {
        const lhr = await lighthouseOnce(url, chrome.port, locale);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const run: LighthouseRun = {
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          fcpMs: Math.round(audit('first-contentful-paint')),
          tbtMs: Math.round(audit('total-blocking-time')),
          cls: Number(audit('cumulative-layout-shift').toFixed(3)),
          // Lighthouse 13 names the element in its LCP breakdown insight (older versions: its own audit).
          lcpElement: lcpElementOf(
            (lhr.audits['lcp-breakdown-insight'] ?? lhr.audits['largest-contentful-paint-element'])?.details,
          ),
        };
        all.push(run);
        console.log(
          `  lighthouse ${url} (${locale}) run ${i + 1}: score ${run.score} LCP ${run.lcpMs} ms TBT ${run.tbtMs} ms CLS ${run.cls}`,
        );
      }
      const byScore = [...all].sort((a, b) => a.score - b.score);
      out.push({
        url,
        locale,
        runs: all,
        score: median(all.map((r) => r.score)),
        lcpMs: median(all.map((r) => r.lcpMs)),
        fcpMs: median(all.map((r) => r.fcpMs)),
        tbtMs: median(all.map((r) => r.tbtMs)),
        cls: median(all.map((r) => r.cls)),
        lcpElement: byScore[Math.floor(byScore.length / 2)]?.lcpElement ?? null,
      });
    }
  } finally {
    await chrome.kill();
  }
  return out;
}
