import { render } from '@testing-library/react';
import { PostContent } from './PostContent';

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
});
