import {
  formatCardDate,
  formatDayMonthYear,
  formatLongDate,
  formatMonthYear,
  formatPercent,
  formatRelativeTime,
  postDetails,
  readingTime,
  stripProtocol,
  usernameFallback,
} from '../src/format';

// Local-time dates, so the assertions hold in any time zone.
const JAN_5 = new Date(2026, 0, 5, 10, 30);

describe('date formatters', () => {
  it('formats the spec styles', () => {
    expect(formatCardDate(JAN_5)).toBe('5 Jan 2026');
    expect(formatDayMonthYear(JAN_5)).toBe('05/01/2026');
    expect(formatLongDate(JAN_5)).toBe('January 5, 2026');
  });

  it('words every month and relative unit as Intl does in en-GB / en-US / en', () => {
    const card = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
    const long = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const date = new Date(2026, month, day, 12);
        expect(formatCardDate(date)).toBe(card.format(date));
        expect(formatLongDate(date)).toBe(long.format(date));
        expect(formatMonthYear(date)).toBe(monthYear.format(date));
      }
    }
    const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
    const now = JAN_5.getTime();
    const cases: [number, Intl.RelativeTimeFormatUnit, number][] = [
      [-50_000, 'second', -50],
      [90_000, 'minute', 2],
      [-60 * 60_000, 'hour', -1],
      [5 * 3_600_000, 'hour', 5],
      [-86_400_000, 'day', -1],
      [3 * 86_400_000, 'day', 3],
      [-70 * 86_400_000, 'month', -2],
      [-400 * 86_400_000, 'year', -1],
      [800 * 86_400_000, 'year', 2],
    ];
    for (const [offset, unit, amount] of cases) {
      expect(formatRelativeTime(now + offset, now)).toBe(relative.format(amount, unit));
    }
  });

  it('shows N/A for missing or invalid dates', () => {
    expect(formatCardDate(null)).toBe('N/A');
    expect(formatLongDate(undefined)).toBe('N/A');
    expect(formatDayMonthYear('not a date')).toBe('N/A');
  });

  it('formats relative time', () => {
    const now = JAN_5.getTime();
    expect(formatRelativeTime(now - 10_000, now)).toBe('just now');
    expect(formatRelativeTime(now - 5 * 60_000, now)).toBe('5 minutes ago');
    expect(formatRelativeTime(now - 60_000, now)).toBe('1 minute ago');
    expect(formatRelativeTime(now - 3 * 3_600_000, now)).toBe('3 hours ago');
    expect(formatRelativeTime(now - 2 * 86_400_000, now)).toBe('2 days ago');
  });
});

describe('postDetails', () => {
  it('gives reading time, then likes with the singular for one', () => {
    expect(postDetails({ content: `<p>${'word '.repeat(201)}</p>`, likeCount: 1 })).toEqual([
      '2 min read',
      '1 like',
    ]);
    expect(postDetails({ content: '', likeCount: 0 })).toEqual(['5 min read', '0 likes']);
  });
});

describe('readingTime', () => {
  it('is words / 200 rounded up', () => {
    expect(readingTime(`<p>${'word '.repeat(200)}</p>`)).toBe('1 min read');
    expect(readingTime(`<p>${'word '.repeat(201)}</p>`)).toBe('2 min read');
    expect(readingTime('<h1>Hi</h1><p>there</p>')).toBe('1 min read');
  });

  it("is '5 min read' without content", () => {
    expect(readingTime('')).toBe('5 min read');
    expect(readingTime(null)).toBe('5 min read');
    expect(readingTime('<p></p>')).toBe('5 min read');
  });
});

describe('small display rules', () => {
  it('strips the protocol and trailing slash', () => {
    expect(stripProtocol('https://example.com/')).toBe('example.com');
    expect(stripProtocol('http://a.b/c')).toBe('a.b/c');
    expect(stripProtocol(null)).toBe('');
  });

  it('falls back to the lowercased name without spaces', () => {
    expect(usernameFallback('Nguyen Van A')).toBe('nguyenvana');
    expect(usernameFallback(undefined)).toBe('');
  });

  it('formats percentages with 2 decimals', () => {
    expect(formatPercent(12.345)).toBe('12.35%');
    expect(formatPercent(0.5, true)).toBe('50.00%');
  });
});
