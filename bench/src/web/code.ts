// What code in a post costs a reader (issue 21). The highlighter (highlight.js's core and one chunk
// per grammar) is loaded only by posts with a code block naming a language. A post with code in three
// languages is written through the API as a demo user; it and a post without code are each loaded in a
// fresh context, and the scripts only the first downloads are what its highlighting cost. The post is
// deleted afterwards, so the kept database and the other figures stay as they were. The grammar chunks
// of the reader's build are listed with their sizes: what each further language in a post adds.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEMO_PASSWORD, DEMO_USERS } from '@cwt/api/seed';
import { API, apiPath, type LoginResponse } from '@cwt/contracts';
import type { Browser } from 'playwright-core';
import { type ResponseRecord, recordPageLoad } from './bytes';
import { apiUrl, BUNDLES, repoRoot } from './site';

const CODE_POST = {
  title: 'Bench: a post with code',
  category: 'Technology',
  tags: [],
  imageCloudUrl: null,
  content:
    '<p>Fetch with a timeout:</p><pre><code class="language-typescript">export async function get(url: string) {\n' +
    '  const controller = new AbortController();\n  setTimeout(() =&gt; controller.abort(), 5000);\n' +
    '  return fetch(url, { signal: controller.signal });\n}</code></pre>' +
    '<pre><code class="language-python">def get(url):\n    return requests.get(url, timeout=5)</code></pre>' +
    '<pre><code class="language-bash">npm i &amp;&amp; npm start</code></pre>',
};
/** The languages CODE_POST uses, for the report. */
const CODE_POST_LANGUAGES = ['typescript', 'python', 'bash'];

export interface GrammarChunk {
  language: string;
  file: string;
  gzip: number;
}

export interface CodeCost {
  codeUrl: string;
  plainUrl: string;
  /** Scripts the post with code downloaded and the post without did not. */
  extra: ResponseRecord[];
  extraJsGzip: number;
  /** Whether the post without code downloaded any of those (it must not). */
  plainLoadedHighlighter: boolean;
  codeJsGzip: number;
  plainJsGzip: number;
  grammars: GrammarChunk[];
}

async function call<T>(pathname: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${apiUrl}${pathname}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${pathname} -> ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/** The grammar chunks (`hljs-<language>.<hash>.js`) of the reader's production build. */
export function grammarChunks(): GrammarChunk[] {
  const dir = path.join(repoRoot, BUNDLES.reader.dir, 'dist/chunks');
  return readdirSync(dir)
    .map((file) => ({ file, match: /^hljs-([a-z]+)\.[0-9a-f]+\.js$/.exec(file) }))
    .filter((f): f is { file: string; match: RegExpExecArray } => f.match !== null)
    .map(({ file, match }) => ({
      language: match[1]!,
      file,
      gzip: gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length,
    }))
    .sort((a, b) => a.language.localeCompare(b.language));
}

const scripts = (responses: ResponseRecord[]) => responses.filter((r) => r.type === 'script');
const pathOf = (url: string) => new URL(url).pathname;

/** Loads `/blog/<plainPostId>` and a fresh post with code on the site at `base` (federated). */
export async function measureCodeCost(
  browser: Browser,
  base: string,
  plainPostId: string,
): Promise<CodeCost> {
  const author = DEMO_USERS[0]!.username;
  const session = await call<LoginResponse>(API.login, {
    method: 'POST',
    body: JSON.stringify({ username: author, password: DEMO_PASSWORD }),
  });
  const auth = { Authorization: `Bearer ${session.token}` };
  const post = await call<{ id: string }>(API.posts, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify(CODE_POST),
  });
  try {
    const codeUrl = `${base}/blog/${post.id}`;
    const plainUrl = `${base}/blog/${plainPostId}`;
    // A first load of each warms the servers; the second is recorded, once the post has rendered
    // (and, with code, been highlighted).
    const highlighted = { readySelector: 'main pre > code.hljs' };
    const rendered = { readySelector: 'text=Join the conversation' };
    await recordPageLoad(browser, codeUrl, highlighted);
    const code = scripts((await recordPageLoad(browser, codeUrl, highlighted)).responses);
    await recordPageLoad(browser, plainUrl, rendered);
    const plain = scripts((await recordPageLoad(browser, plainUrl, rendered)).responses);
    const plainPaths = new Set(plain.map((r) => pathOf(r.url)));
    const extra = code.filter((r) => !plainPaths.has(pathOf(r.url)));
    const extraPaths = new Set(extra.map((r) => pathOf(r.url)));
    const sum = (rs: ResponseRecord[]) => rs.reduce((n, r) => n + r.gzip, 0);
    return {
      codeUrl,
      plainUrl,
      extra,
      extraJsGzip: sum(extra),
      plainLoadedHighlighter: plain.some((r) => /\/chunks\/(highlight-code|hljs-)/.test(r.url)),
      codeJsGzip: sum(code),
      plainJsGzip: sum(plain.filter((r) => !extraPaths.has(pathOf(r.url)))),
      grammars: grammarChunks(),
    };
  } finally {
    await call(apiPath(API.post, { id: post.id }), { method: 'DELETE', headers: auth });
  }
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** The report's section on code (markdown lines). */
export function codeMarkdown(cost: CodeCost): string[] {
  const lines = [
    '## Code highlighting (issue 21)',
    '',
    `A post with code in ${CODE_POST_LANGUAGES.join(', ')} against a post without code (federated site).`,
    '',
    '| page | JS gzip |',
    '| --- | ---: |',
    `| post without code | ${kib(cost.plainJsGzip)} |`,
    `| post with code | ${kib(cost.codeJsGzip)} |`,
    `| highlighter loaded by the post with code | ${kib(cost.extraJsGzip)} |`,
    '',
    `The post without code loaded the highlighter: ${cost.plainLoadedHighlighter ? '**yes**' : 'no'}.`,
    '',
    '| file loaded only with code | gzip |',
    '| --- | ---: |',
    ...cost.extra.sort((a, b) => b.gzip - a.gzip).map((r) => `| ${pathOf(r.url)} | ${kib(r.gzip)} |`),
    '',
    'Each further language a post uses adds its grammar chunk:',
    '',
    '| language | gzip |',
    '| --- | ---: |',
    ...cost.grammars.map((g) => `| ${g.language} | ${kib(g.gzip)} |`),
    `| all ${cost.grammars.length} | ${kib(cost.grammars.reduce((n, g) => n + g.gzip, 0))} |`,
  ];
  return lines;
}
