import { CODE_LANGUAGES } from '@cwt/contracts';
import { htmlToText, sanitizePostHtml } from '../src/lib/html';

describe('sanitizePostHtml: code', () => {
  test('keeps inline code and code blocks with their whitespace', () => {
    const html =
      '<p>Call <code>run()</code> first</p>' +
      '<pre><code class="language-python">def f(x):\n    return x  # 4 spaces\n\n\tindented</code></pre>';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  test.each(CODE_LANGUAGES.map((l) => l.id))('keeps language-%s on code', (id) => {
    const html = `<pre><code class="language-${id}">x</code></pre>`;
    expect(sanitizePostHtml(html)).toBe(html);
  });

  test('drops every other class on code and pre: aliases, unknown languages, highlighter classes', () => {
    for (const cls of ['language-js', 'language-brainfuck', 'hljs', 'lang-python', 'language-', 'evil']) {
      expect(sanitizePostHtml(`<pre class="${cls}"><code class="${cls}">x</code></pre>`)).toBe(
        '<pre><code>x</code></pre>',
      );
    }
    expect(
      sanitizePostHtml('<pre><code class="hljs language-go language-rust x-language-go">x</code></pre>'),
    ).toBe('<pre><code class="language-go language-rust">x</code></pre>');
  });

  test('language classes stay on code only', () => {
    expect(sanitizePostHtml('<p class="language-go">p</p><span class="language-go">s</span>')).toBe(
      '<p>p</p><span>s</span>',
    );
  });

  test('markup inside a code block is text: tags written as code stay escaped', () => {
    const html =
      '<pre><code class="language-html">&lt;script&gt;alert(1)&lt;/script&gt;\n&lt;img src=x onerror=alert(2)&gt;</code></pre>';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  test('real tags inside code lose what is not allowed and keep no handler', () => {
    const out = sanitizePostHtml(
      '<pre onclick="alert(1)" style="position:fixed"><code class="language-javascript" onmouseover="alert(2)">' +
        'a<script>alert(3)</script><img src=x onerror=alert(4)>b<a href="javascript:alert(5)">c</a></code></pre>',
    );
    expect(out).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:|position/i);
    expect(out).toMatch(/^<pre><code class="language-javascript">a.*b.*c<\/a><\/code><\/pre>$/);
  });

  test('a code block counts as text for excerpts and search', () => {
    expect(htmlToText('<p>Intro</p><pre><code class="language-ts">const a = 1;</code></pre>')).toBe(
      'Intro const a = 1;',
    );
  });
});
