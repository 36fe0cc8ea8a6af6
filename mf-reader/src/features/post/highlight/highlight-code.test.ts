import { highlightCodeIn, languageOfCode } from './highlight-code';

/** A post body on the page (blocks no longer on the page are left alone). */
function blocks(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

afterEach(() => document.body.replaceChildren());

describe('highlightCodeIn', () => {
  it('highlights each block in its own language and leaves plain-text blocks as they are', async () => {
    const root = blocks(
      '<pre><code class="language-python">def f():\n    return None</code></pre>' +
        '<pre><code class="language-go">func main() {}</code></pre>' +
        '<pre><code>plain: def func</code></pre>',
    );
    expect(await highlightCodeIn(root)).toBe(2);
    const [python, go, plain] = Array.from(root.querySelectorAll('code'));
    expect(python?.querySelector('.hljs-keyword')?.textContent).toBe('def');
    expect(python?.textContent).toBe('def f():\n    return None');
    expect(go?.querySelector('.hljs-keyword')?.textContent).toBe('func');
    expect(plain?.innerHTML).toBe('plain: def func');
  });

  it('keeps markup written as code as text', async () => {
    const root = blocks(
      '<pre><code class="language-html">&lt;img src=x onerror="alert(1)"&gt;&lt;/code&gt;&lt;script&gt;</code></pre>',
    );
    await highlightCodeIn(root);
    const code = root.querySelector('code')!;
    expect(code.querySelector('img, script')).toBeNull();
    expect(code.textContent).toBe('<img src=x onerror="alert(1)"></code><script>');
    expect(Array.from(code.querySelectorAll('*')).every((el) => el.tagName === 'SPAN')).toBe(true);
  });

  it('leaves blocks that left the page before their grammar arrived', async () => {
    const root = blocks('<pre><code class="language-ruby">puts 1</code></pre>');
    const pending = highlightCodeIn(root);
    root.remove();
    expect(await pending).toBe(0);
    expect(root.querySelector('code')?.innerHTML).toBe('puts 1');
  });

  it('highlights a block once, however often it is asked', async () => {
    const root = blocks('<pre><code class="language-json">{"a": 1}</code></pre>');
    expect(await highlightCodeIn(root)).toBe(1);
    const html = root.innerHTML;
    expect(await highlightCodeIn(root)).toBe(0);
    expect(root.innerHTML).toBe(html);
  });

  it('reads the language from the language- class only', () => {
    expect(languageOfCode(blocks('<code class="x language-rust"></code>').firstElementChild!)).toBe('rust');
    expect(languageOfCode(blocks('<code class="lang-rust"></code>').firstElementChild!)).toBeNull();
    expect(languageOfCode(blocks('<code class="language-cobol"></code>').firstElementChild!)).toBeNull();
  });
});
