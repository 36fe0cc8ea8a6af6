import type { Meta, StoryObj } from '@storybook/react';
import { PostContent } from './PostContent';

/** What the editor stores for a post with code: inline code, blocks in several languages, a plain one. */
const WITH_CODE =
  '<h2>Fetching with a timeout</h2><p>Wrap <code>fetch</code> in an <code>AbortController</code>:</p>' +
  '<pre><code class="language-typescript">export async function get(url: string, ms = 5000): Promise&lt;Response&gt; {\n' +
  '  const controller = new AbortController();\n' +
  '  const timer = setTimeout(() =&gt; controller.abort(), ms); // give up after ms\n' +
  '  try {\n    return await fetch(url, { signal: controller.signal });\n  } finally {\n    clearTimeout(timer);\n  }\n}</code></pre>' +
  '<p>The same in Python, with a line long enough to scroll on a phone:</p>' +
  '<pre><code class="language-python">import requests\n\n' +
  'def get(url: str, seconds: float = 5.0) -&gt; requests.Response:\n' +
  '    """Fetch a URL or raise after `seconds`."""\n' +
  '    return requests.get(url, timeout=seconds, headers={"User-Agent": "cwt-example/1.0 (+https://example.com)"})</code></pre>' +
  '<pre><code class="language-bash">npm i cwt &amp;&amp; npx cwt --port 3000</code></pre>' +
  '<p>Output, as plain text:</p><pre><code>GET https://example.com 200 OK (312 ms)</code></pre>';

const meta = {
  title: 'Reader/PostContent',
  component: PostContent,
  args: { html: WITH_CODE },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof PostContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Highlighted once the highlighter chunk has loaded; switch the theme to see the dark colours. */
export const HighlightedCode: Story = {};

export const HighlightedCodeDark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
};

export const WithoutCode: Story = {
  args: { html: '<p>Just words: no code block, so the highlighter is never loaded.</p>' },
};
