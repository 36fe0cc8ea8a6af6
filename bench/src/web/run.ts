// Front-end benchmark (`npm run bench -- web`): what the first view of home and of a post detail
// downloads (gzip bytes per bundle, react/react-dom copies) and Lighthouse's mobile performance
// figures (median of runs), for the federated site and for the same pages built as one bundle.
// Writes bench/results/web.json and bench/results/web.md, and what code in a post costs (code.ts) to
// bench/results/web-code.json and web-code.md; --only-code measures that part alone.
//   npm run bench -- web [--runs=3] [--no-single] [--reuse-single] [--no-lighthouse] [--only-code]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '@cwt/contracts';
import { chromium } from 'playwright-core';
import { benchRoot } from '../data';
import { type BytesSummary, type PageLoad, recordPageLoad, summarize } from './bytes';
import { type CodeCost, codeMarkdown, measureCodeCost } from './code';
import { CHROME_FLAGS, CHROME_PATH, type LighthouseSummary, runLighthouse } from './lighthouse';
import { buildSingleBundle } from './single';
import { apiUrl, federatedUrl, repoRoot, SINGLE_DIST, singleUrl, startSite } from './site';

const flag = (name: string) => process.argv.includes(`--${name}`);
const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;

const runs = Number(arg('runs', '3'));
const onlyCode = flag('only-code');
const withSingle = !flag('no-single') && !onlyCode;
const withLighthouse = !flag('no-lighthouse') && !onlyCode;

/** The targets. */
export const BUDGET = { firstViewJsKiB: 190, performance: 95, lcpMs: 1500 };
/**
 * Text of the home hero in each language, from @cwt/ui's catalogues: present in the HTML document itself
 * when the first view is prerendered in the visitor's language.
 */
const HERO_ID = 'ui.hero.title';
const heroText = (locale: Locale): string =>
  (
    JSON.parse(
      readFileSync(path.join(repoRoot, `packages/ui/src/i18n/${locale}.messages.json`), 'utf8'),
    ) as Record<string, string>
  )[HERO_ID]!;

/** A text as React writes it into HTML. */
const asHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

type Variant = 'federated' | 'single';
interface PageResult {
  variant: Variant;
  page: 'home' | 'post';
  locale: Locale;
  url: string;
  documentHasHero: boolean;
  bytes: BytesSummary;
  load: PageLoad;
  lighthouse: LighthouseSummary | null;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

// --reuse-single keeps an earlier single-bundle build (it takes a minute or two on two cores).
if (withSingle && !(flag('reuse-single') && existsSync(SINGLE_DIST))) await buildSingleBundle();
const site = await startSite({ single: withSingle });
// A post's first view in its HTML: its title (the served header).
const postTitle = ((await (await fetch(`${apiUrl}/api/posts/${site.postId}`)).json()) as { title: string })
  .title;
const results: PageResult[] = [];
let codeCost: CodeCost | null = null;
try {
  const variants: [Variant, string][] = [['federated', federatedUrl]];
  if (withSingle) variants.push(['single', singleUrl]);
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROME_FLAGS.filter((f) => f !== '--headless'),
  });
  try {
    for (const [variant, base] of onlyCode ? [] : variants) {
      // Every language of the federated site (each brings its own catalogues); the single bundle in English.
      for (const locale of variant === 'federated' ? LOCALES : (['en'] as const))
        for (const [page, url, hero] of [
          ['home', `${base}/`, asHtml(heroText(locale))],
          ['post', `${base}/blog/${site.postId}`, `>${asHtml(postTitle)}</h1>`],
        ] as const) {
          // A first load warms the servers' file caches and the API's query plans; the second is recorded.
          await recordPageLoad(browser, url, { locale });
          const load = await recordPageLoad(browser, url, { heroText: hero, locale });
          const bytes = summarize(load);
          console.log(
            `${variant} ${page} (${locale}): JS ${kib(bytes.totalJsGzip)} kB gzip, CSS ${kib(bytes.totalCssGzip)} kB, ${bytes.requests} requests, react x${bytes.copies.react}, react-dom x${bytes.copies['react-dom']}`,
          );
          results.push({
            variant,
            page,
            locale,
            url,
            documentHasHero: load.documentHasHero,
            bytes,
            load,
            lighthouse: null,
          });
        }
    }
    codeCost = await measureCodeCost(browser, federatedUrl, site.postId);
    console.log(
      `code: highlighter ${kib(codeCost.extraJsGzip)} kB gzip on a post with code; loaded by a post without code: ${codeCost.plainLoadedHighlighter}`,
    );
  } finally {
    await browser.close();
  }
  if (withLighthouse) {
    // One Chromium for every URL: relaunching on the same debugging port races the old one's exit.
    const summaries = await runLighthouse(
      results.map(({ url, locale }) => ({ url, locale })),
      runs,
    );
    for (const r of results)
      r.lighthouse = summaries.find((s) => s.url === r.url && s.locale === r.locale) ?? null;
  }
} finally {
  await site.stop();
}

function check(ok: boolean): string {
  return ok ? 'yes' : '**no**';
}

function markdown(): string {
  const lines = [
    '# Front-end benchmark',
    '',
    `${new Date().toISOString()} · Chromium ${CHROME_PATH} · Lighthouse default (mobile) config, median of ${runs} runs · Node ${process.version}`,
    '',
    'Sizes are gzip (level 9) of what the browser downloaded, in kB of 1024 bytes; first view = one load in an',
    'empty cache until the network is idle, including widgets loaded when the browser is idle.',
    '',
    '## Budget',
    '',
    '| variant | page | locale | JS gzip | ≤ 190 kB | react x | react-dom x | performance | ≥ 95 | LCP ms | < 1500 | TBT ms | CLS |',
    '| --- | --- | --- | ---: | :---: | ---: | ---: | ---: | :---: | ---: | :---: | ---: | ---: |',
  ];
  for (const r of results) {
    const lh = r.lighthouse;
    lines.push(
      `| ${r.variant} | ${r.page} | ${r.locale} | ${kib(r.bytes.totalJsGzip)} | ${check(r.bytes.totalJsGzip <= BUDGET.firstViewJsKiB * 1024)} | ${r.bytes.copies.react} | ${r.bytes.copies['react-dom']} | ${lh?.score ?? '-'} | ${lh ? check(lh.score >= BUDGET.performance) : '-'} | ${lh?.lcpMs ?? '-'} | ${lh ? check(lh.lcpMs < BUDGET.lcpMs) : '-'} | ${lh?.tbtMs ?? '-'} | ${lh?.cls ?? '-'} |`,
    );
  }
  lines.push(
    '',
    '## Federated vs single bundle',
    '',
    '| variant | page | locale | JS gzip | CSS gzip | HTML gzip | JS+CSS files | requests | first view in HTML | FCP ms | LCP ms | LCP element |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | :---: | ---: | ---: | --- |',
  );
  for (const r of results) {
    const files = r.bytes.perBundle.reduce((n, b) => n + b.files, 0);
    const element = r.lighthouse?.lcpElement?.replace(/\|/g, '\\|').slice(0, 70) ?? '-';
    lines.push(
      `| ${r.variant} | ${r.page} | ${r.locale} | ${kib(r.bytes.totalJsGzip)} | ${kib(r.bytes.totalCssGzip)} | ${kib(r.bytes.htmlGzip)} | ${files} | ${r.bytes.requests} | ${r.documentHasHero ? 'yes' : 'no'} | ${r.lighthouse?.fcpMs ?? '-'} | ${r.lighthouse?.lcpMs ?? '-'} | \`${element}\` |`,
    );
  }
  for (const r of results) {
    lines.push(
      '',
      `## ${r.variant} ${r.page} (${r.locale}): per bundle`,
      '',
      '| bundle | JS gzip | CSS gzip | files |',
    );
    lines.push('| --- | ---: | ---: | ---: |');
    for (const b of r.bytes.perBundle) {
      lines.push(`| ${b.bundle} | ${kib(b.js)} | ${kib(b.css)} | ${b.files} |`);
    }
    const files = r.load.responses
      .filter((x) => x.type === 'script' || x.type === 'stylesheet')
      .sort((a, b) => b.gzip - a.gzip);
    lines.push('', '| file | bundle | gzip | carries |', '| --- | --- | ---: | --- |');
    for (const f of files) {
      lines.push(`| ${new URL(f.url).pathname} | ${f.bundle} | ${kib(f.gzip)} | ${f.carries.join(', ')} |`);
    }
  }
  if (codeCost) lines.push('', ...codeMarkdown(codeCost));
  return `${lines.join('\n')}\n`;
}

const out = path.join(benchRoot, 'results');
mkdirSync(out, { recursive: true });
if (codeCost) {
  writeFileSync(
    path.join(out, 'web-code.json'),
    `${JSON.stringify({ date: new Date().toISOString(), ...codeCost }, null, 2)}\n`,
  );
  writeFileSync(
    path.join(out, 'web-code.md'),
    [
      `# Front-end benchmark: code in posts`,
      '',
      new Date().toISOString(),
      '',
      ...codeMarkdown(codeCost),
      '',
    ].join('\n'),
  );
}
if (!onlyCode) {
  writeFileSync(
    path.join(out, 'web.json'),
    `${JSON.stringify({ date: new Date().toISOString(), runs, budget: BUDGET, results, code: codeCost }, null, 2)}\n`,
  );
  writeFileSync(path.join(out, 'web.md'), markdown());
}
console.log(
  `\nwrote ${path.relative(repoRoot, out)}/${onlyCode ? 'web-code' : 'web and web-code'} .json and .md`,
);
