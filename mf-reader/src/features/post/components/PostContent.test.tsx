import { render, waitFor } from '@testing-library/react';
import { highlightCodeIn } from '../highlight/highlight-code';
import { hasHighlightableCode, PostContent } from './PostContent';

jest.mock('../highlight/highlight-code', () => {
  const actual = jest.requireActual('../highlight/highlight-code');
  return { ...actual, highlightCodeIn: jest.fn(actual.highlightCodeIn) };
});

function rendered(html: string): HTMLElement {
  return render(<PostContent html={html} />).container.firstElementChild as HTMLElement;
}

describe('PostContent', () => {
  it('keeps the editor’s alignment and indent styles and drops every other declaration', () => {
    const root = rendered(
      '<p style="text-align: center; position: fixed; background: url(https://tracker.example/p.png)">a</p>' +
        '<p style="padding-left: 2em; margin-left: 10px">b</p>',
    );
    const [centred, indented] = Array.from(root.querySelectorAll('p'));
    expect(centred?.getAttribute('style')).toBe('text-align: center');
    expect(indented?.getAttribute('style')).toBe('padding-left: 2em; margin-left: 10px');
  });

  it('removes a style with nothing allowed in it, whatever it tries', () => {
    const root = rendered(
      '<div style="position:fixed;inset:0">cover</div>' +
        '<div style="width:expression(alert(1))">expr</div>' +
        '<div style="text-align: url(javascript:alert(1))">bad value</div>',
    );
    for (const div of Array.from(root.querySelectorAll('div'))) expect(div.hasAttribute('style')).toBe(false);
  });

  it('strips scripts and handlers and opens links in a new tab', () => {
    const root = rendered(
      '<img src="x" onerror="alert(1)"><script>alert(2)</script><a href="https://e.com">e</a>',
    );
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(root.querySelector('a')?.getAttribute('target')).toBe('_blank');
    expect(root.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('keeps a mention to a profile in the tab; data-mention on any other link is dropped', () => {
    const id = '0123456789abcdef01234567';
    const root = rendered(
      `<p><a href="/profile/${id}" data-mention>@bob</a> <a href="https://e.com/profile/${id}" data-mention>@x</a></p>`,
    );
    const [mention, other] = Array.from(root.querySelectorAll('a'));
    expect(mention?.outerHTML).toBe(`<a href="/profile/${id}" data-mention="">@bob</a>`);
    expect(other?.hasAttribute('data-mention')).toBe(false);
    expect(other?.getAttribute('target')).toBe('_blank');
  });

  it('keeps a language class on code only, and only a supported one; layout classes stay', () => {
    const root = rendered(
      '<pre class="language-go"><code class="language-go hljs x">a</code></pre>' +
        '<pre><code class="language-cobol">b</code></pre>' +
        '<p class="ql-align-center language-go evil">c</p>',
    );
    const [go, cobol] = Array.from(root.querySelectorAll('code'));
    expect(root.querySelector('pre')?.hasAttribute('class')).toBe(false);
    expect(cobol?.hasAttribute('class')).toBe(false);
    expect(root.querySelector('p')?.className).toBe('ql-align-center');
    // The highlighter adds its own class after sanitizing.
    expect(go?.classList.contains('language-go')).toBe(true);
    expect(go?.classList.contains('x')).toBe(false);
  });
});

describe('PostContent: code highlighting', () => {
  beforeEach(() => jest.mocked(highlightCodeIn).mockClear());

  it('highlights a code block that names a language, keeping its text and whitespace', async () => {
    const code = 'const a = "<img src=x onerror=alert(1)>";\n\tif (a) {\n    go(1);\n}';
    const root = rendered(`<pre><code class="language-typescript">${escapeHtml(code)}</code></pre>`);
    await waitFor(() => expect(root.querySelector('.hljs-keyword')?.textContent).toBe('const'));
    const block = root.querySelector('code')!;
    expect(block.textContent).toBe(code);
    expect(block.querySelector('img')).toBeNull();
    expect(root.querySelector('.hljs-string')?.textContent).toBe('"<img src=x onerror=alert(1)>"');
  });

  it('leaves plain-text blocks and inline code alone, and does not load the highlighter for them', async () => {
    const html = '<pre><code>plain text</code></pre><p>call <code>run()</code></p>';
    expect(hasHighlightableCode(html)).toBe(false);
    const root = rendered(html);
    // The effect has run once render returns; nothing was scheduled.
    await Promise.resolve();
    expect(highlightCodeIn).not.toHaveBeenCalled();
    expect(root.querySelector('[class^="hljs"]')).toBeNull();
  });

  it('tells posts with highlightable code from the rest by the sanitized HTML', () => {
    expect(hasHighlightableCode('<pre><code class="language-go">x</code></pre>')).toBe(true);
    expect(hasHighlightableCode('<p>language-go</p><code>x</code>')).toBe(false);
  });
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

describe('mention links in a post', () => {
  const id = 'a'.repeat(24);
  const html = `<p>Thanks <a href="/profile/${id}" data-mention>@lan</a> and <a href="https://example.com">a site</a></p>`;

  it('opens a mention through the router on a plain click, not a page load', () => {
    const onNavigate = jest.fn();
    const { getByText } = render(<PostContent html={html} onNavigate={onNavigate} />);
    const mention = getByText('@lan');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    mention.dispatchEvent(click);
    expect(onNavigate).toHaveBeenCalledWith(`/profile/${id}`);
    expect(click.defaultPrevented).toBe(true);
  });

  it('leaves a modified click and other links to the browser', () => {
    const onNavigate = jest.fn();
    const { getByText } = render(<PostContent html={html} onNavigate={onNavigate} />);
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    getByText('@lan').dispatchEvent(newTab);
    const external = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    getByText('a site').dispatchEvent(external);
    expect(onNavigate).not.toHaveBeenCalled();
    expect(newTab.defaultPrevented).toBe(false);
    expect(external.defaultPrevented).toBe(false);
  });
});
