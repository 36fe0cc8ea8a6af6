import { localeFromAcceptLanguage, negotiateLocale } from '../src/locale';

describe('negotiateLocale', () => {
  it('takes the cookie first, whatever the browser prefers', () => {
    expect(negotiateLocale('vi', 'en-GB,en;q=0.9')).toBe('vi');
    expect(negotiateLocale('en', 'vi-VN')).toBe('en');
  });

  it('ignores a cookie naming no offered language and falls back to Accept-Language', () => {
    expect(negotiateLocale('fr', 'vi-VN,vi;q=0.9,en;q=0.8')).toBe('vi');
  });

  it('is English when nothing names an offered language', () => {
    expect(negotiateLocale(undefined, undefined)).toBe('en');
    expect(negotiateLocale(undefined, 'fr-FR,de;q=0.5')).toBe('en');
  });
});

describe('localeFromAcceptLanguage', () => {
  it('picks the offered language of highest weight by its primary subtag', () => {
    expect(localeFromAcceptLanguage('fr;q=1, en;q=0.4, vi-VN;q=0.7')).toBe('vi');
    expect(localeFromAcceptLanguage('en-US,vi;q=0.9')).toBe('en');
  });

  it('skips ranges refused with q=0 and malformed weights', () => {
    expect(localeFromAcceptLanguage('vi;q=0, en;q=0.2')).toBe('en');
    expect(localeFromAcceptLanguage('vi;q=abc')).toBeUndefined();
  });
});
