// Where Total Blocking Time comes from, on a site that is already running (`bench/src/web/serve.ts`):
// for each URL and run, the long tasks of Lighthouse's simulation with the script each is
// attributed to, then the median score and TBT. For comparing two builds of the front end, and for
// finding the next task to split or remove (docs/quality.md).
//   node --import ./bench/node_modules/tsx/dist/loader.mjs bench/src/web/lh-tasks.ts [--runs=N] URL...
import { CHROME_FLAGS, CHROME_PATH, chromeLauncher, lighthouseOnce } from './lighthouse';

interface LongTask {
  startTime: number;
  duration: number;
  url: string;
}

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 1);
const urls = args.filter((a) => !a.startsWith('--'));
const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const launcher = await chromeLauncher();
const chrome = await launcher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, port: 5191 });
try {
  for (const url of urls) {
    const scores: number[] = [];
    const tbts: number[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const lhr = await lighthouseOnce(url, chrome.port);
      const value = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      scores.push(score);
      tbts.push(value('total-blocking-time'));
      console.log(
        `${path(url)} run ${run}: score ${score} TBT ${value('total-blocking-time')} ms, LCP ${value('largest-contentful-paint')}, FCP ${value('first-contentful-paint')}, TTI ${value('interactive')}`,
      );
      const details = lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined;
      for (const task of details?.items ?? []) {
        console.log(
          `  at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms ${path(task.url)}`,
        );
      }
    }
    if (runs > 1) {
      console.log(
        `${path(url)}: median score ${median(scores)}, TBT ${median(tbts)} ms (runs: ${scores.join(' ')})`,
      );
    }
  }
} finally {
  await chrome.kill();
}
