/** @jest-environment node */
import { loadAllCatalogues } from '@cwt/core';
import { localizeDocument, requestLocale } from './locale';
import { builtTemplate } from './test-posts';

// Both languages, as the shell's server loads them before its first page.
beforeAll(() => loadAllCatalogues());

describe('the language of a served page', () => {
  it('is the locale cookie, then Accept-Language (vi when preferred), then English', () => {
    expect(requestLocale({ cookie: 'theme=dark; locale=vi', acceptLanguage: 'en-GB' })).toBe('vi');
    expect(requestLocale({ cookie: 'locale=xx', acceptLanguage: 'fr, vi-VN;q=0.8, en;q=0.5' })).toBe('vi');
    expect(requestLocale({ acceptLanguage: 'fr-FR' })).toBe('en');
    expect(requestLocale({})).toBe('en');
  });

  it('is written into a built page: lang, the served marker, the description and the loading line', () => {
    const vi = localizeDocument(
      '<html lang="en"><head><title>CWT</title><meta name="description" content="x"></head><body><noscript>CWT needs JavaScript to run.</noscript><div id="root"><div class="cwt-boot" role="status">Loading CWT…</div></div></body></html>',
      'vi',
    );
    expect(vi).toContain('<html lang="vi" data-locale="vi">');
    expect(vi).toContain('<noscript>CWT cần bật JavaScript để chạy.</noscript>');
    expect(vi).toContain('<div class="cwt-boot" role="status">Đang tải CWT…</div>');
    expect(vi).toContain('<meta name="description" content="CWT: góc nhìn đa dạng của thế hệ trẻ.');
    expect(localizeDocument(builtTemplate(), 'en')).toMatch(/<html lang="en" data-locale="en"/);
  });
});
