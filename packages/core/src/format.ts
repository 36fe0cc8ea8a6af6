// Formatters for the spec's date styles and small display rules. Every one accepts missing input.

export type DateInput = string | number | Date | null | undefined;

export const NOT_AVAILABLE = 'N/A';

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/*
 * Dates are formatted by hand, not with Intl: constructing an Intl.DateTimeFormat loads ICU locale
 * data, which on a phone was the longest single task of a page's start-up (~100 ms at 4x CPU, for
 * the first post card), and the server's ICU (Node) and the browser's could word a date differently
 * while the served first view must equal the browser's render. The names are en-GB's and en-US's.
 */

/** English month names, January first. */
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
/** en-GB's abbreviations (September is 'Sept'). */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** Post cards (en-GB): '5 Jan 2026'. */
export function formatCardDate(value: DateInput): string {
  const date = toDate(value);
  return date ? `${date.getDate()} ${SHORT_MONTHS[date.getMonth()]} ${date.getFullYear()}` : NOT_AVAILABLE;
}

/** Comments and admin tables: '05/01/2026'. */
export function formatDayMonthYear(value: DateInput): string {
  const date = toDate(value);
  return date ? `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}` : NOT_AVAILABLE;
}

/** Blog detail: 'January 5, 2026'. */
export function formatLongDate(value: DateInput): string {
  const date = toDate(value);
  return date ? `${MONTH_NAMES[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}` : NOT_AVAILABLE;
}

/** Profiles' join date (en-US): 'September 2026'. */
export function formatMonthYear(value: DateInput): string {
  const date = toDate(value);
  return date ? `${MONTH_NAMES[date.getMonth()]} ${date.getFullYear()}` : NOT_AVAILABLE;
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

/** Notifications and history: 'just now', '5 minutes ago', '2 days ago'. */
export function formatRelativeTime(value: DateInput, now: number = Date.now()): string {
  const date = toDate(value);
  if (!date) return NOT_AVAILABLE;
  let amount = (date.getTime() - now) / 1000;
  if (Math.abs(amount) < 45) return 'just now';
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return relativePhrase(Math.round(amount), unit);
    amount /= size;
  }
  return relativePhrase(Math.round(amount), 'year');
}

/** Intl.RelativeTimeFormat('en', { numeric: 'always' })'s wording: '1 day ago', 'in 2 hours'. */
function relativePhrase(amount: number, unit: Unit): string {
  const count = Math.abs(amount);
  const phrase = `${count} ${unit}${count === 1 ? '' : 's'}`;
  // -0 (rounded from a small negative amount) is in the past, as Intl words it.
  return amount < 0 || Object.is(amount, -0) ? `${phrase} ago` : `in ${phrase}`;
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
  if (words === 0) return '5 min read';
  return `${Math.ceil(words / 200)} min read`;
}

/** A post page's meta line after its date: ['3 min read', '12 likes']. */
export function postDetails(post: { content: string; likeCount: number }): string[] {
  return [readingTime(post.content), `${post.likeCount} ${post.likeCount === 1 ? 'like' : 'likes'}`];
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
