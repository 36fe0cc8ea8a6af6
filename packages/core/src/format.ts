// Formatters for the spec's date styles and small display rules, in the active language. Every one
// accepts missing input.
import { getLocale } from './i18n/locale';
import { t } from './i18n/translate';

export type DateInput = string | number | Date | null | undefined;

export const NOT_AVAILABLE = 'N/A';

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * English month names, January first: the admin dashboard's month picker (its translation, with the
 * rest of the admin area, is the remotes' second wave of issue 22).
 */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/*
 * Dates are formatted from the catalogue (core.date.*: day, month number and year as ICU arguments,
 * month names by `select`), not with Intl.DateTimeFormat: constructing one loads ICU locale data,
 * which on a phone was the longest single task of a page's start-up (~100 ms at 4x CPU, for the first
 * post card), and the server's ICU (Node) and the browser's could word a date differently while the
 * served first view must equal the browser's render. `en` keeps the spec's en-GB card dates and
 * en-US long dates; `vi` has Vietnamese's ('5 thg 1, 2026', '5 tháng 1, 2026').
 */
function dateMessage(id: string, date: Date): string {
  return t(id, { day: date.getDate(), month: String(date.getMonth() + 1), year: String(date.getFullYear()) });
}

/** Post cards: '5 Jan 2026' (en-GB), '5 thg 1, 2026'. */
export function formatCardDate(value: DateInput): string {
  const date = toDate(value);
  return date ? dateMessage('core.date.card', date) : NOT_AVAILABLE;
}

/** Comments and admin tables: '05/01/2026' in both languages. */
export function formatDayMonthYear(value: DateInput): string {
  const date = toDate(value);
  return date ? `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}` : NOT_AVAILABLE;
}

/** Blog detail: 'January 5, 2026', '5 tháng 1, 2026'. */
export function formatLongDate(value: DateInput): string {
  const date = toDate(value);
  return date ? dateMessage('core.date.long', date) : NOT_AVAILABLE;
}

/** Profiles' join date: 'September 2026', 'tháng 9 năm 2026'. */
export function formatMonthYear(value: DateInput): string {
  const date = toDate(value);
  return date ? dateMessage('core.date.monthYear', date) : NOT_AVAILABLE;
}

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

const STEPS: [Unit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    relativeFormats.set(locale, format);
  }
  return format;
}

/** Notifications and history: 'just now', '5 minutes ago', '2 ngày trước' (never in a first view). */
export function formatRelativeTime(value: DateInput, now: number = Date.now()): string {
  const date = toDate(value);
  if (!date) return NOT_AVAILABLE;
  let amount = (date.getTime() - now) / 1000;
  if (Math.abs(amount) < 45) return t('core.time.justNow');
  const format = relativeFormat(getLocale());
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return format.format(Math.round(amount), 'year');
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** Counts in the active language's digit grouping: 12,345 / 12.345. */
export function formatNumber(value: number): string {
  const locale = getLocale();
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

export function countWords(html: string | null | undefined): number {
  if (!html) return 0;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, 'x');
  return text.split(/\s+/).filter(Boolean).length;
}

/** Words / 200 rounded up; '5 min read' when there is no content. */
export function readingTime(html: string | null | undefined): string {
  const words = countWords(html);
  return t('core.post.readingTime', { minutes: words === 0 ? 5 : Math.ceil(words / 200) });
}

/** A post page's meta line after its date: ['3 min read', '12 likes'] ('1 like'). */
export function postDetails(post: { content: string; likeCount: number }): string[] {
  return [readingTime(post.content), t('core.post.likes', { count: post.likeCount })];
}

/** For display: 'https://example.com/' -> 'example.com'. */
export function stripProtocol(url: string | null | undefined): string {
  if (!url) return '';
  return url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/$/, '');
}

/** The spec's @username fallback: the name lowercased without spaces. */
export function usernameFallback(name: string | null | undefined): string {
  return (name ?? '').toLowerCase().replace(/\s+/g, '');
}

/** Report items: 0.12345 -> '12.35%' when a fraction, 12.345 -> '12.35%' otherwise. */
export function formatPercent(value: number | null | undefined, isFraction = false): string {
  if (value === null || value === undefined || Number.isNaN(value)) return NOT_AVAILABLE;
  return `${(isFraction ? value * 100 : value).toFixed(2)}%`;
}
