// Formatters for the spec's date styles and small display rules. Every one accepts missing input.

export type DateInput = string | number | Date | null | undefined;

export const NOT_AVAILABLE = 'N/A';

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Builds an Intl formatter on first use and keeps it: constructing one loads locale data (tens of ms on
 * a phone), so neither loading this module nor formatting each card of a list should pay for it.
 */
function lazily<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= create();
    return value;
  };
}

const cardDate = lazily(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
);
const longDate = lazily(
  () => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }),
);
const relative = lazily(() => new Intl.RelativeTimeFormat('en', { numeric: 'always' }));

/** Post cards (en-GB): '5 Jan 2026'. */
export function formatCardDate(value: DateInput): string {
  const date = toDate(value);
  return date ? cardDate().format(date) : NOT_AVAILABLE;
}

/** Comments and admin tables: '05/01/2026'. */
export function formatDayMonthYear(value: DateInput): string {
  const date = toDate(value);
  return date ? `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}` : NOT_AVAILABLE;
}

/** Blog detail: 'January 5, 2026'. */
export function formatLongDate(value: DateInput): string {
  const date = toDate(value);
  return date ? longDate().format(date) : NOT_AVAILABLE;
}

/** Dashboard chart labels: '05/01'. */
export function formatChartLabel(value: DateInput): string {
  const date = toDate(value);
  return date ? `${pad(date.getDate())}/${pad(date.getMonth() + 1)}` : NOT_AVAILABLE;
}

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
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
    if (Math.abs(amount) < size) return relative().format(Math.round(amount), unit);
    amount /= size;
  }
  return relative().format(Math.round(amount), 'year');
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

/** Ids are 24 hexadecimal characters. */
export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{24}$/i.test(value);
}

/** Report items: 0.12345 -> '12.35%' when a fraction, 12.345 -> '12.35%' otherwise. */
export function formatPercent(value: number | null | undefined, isFraction = false): string {
  if (value === null || value === undefined || Number.isNaN(value)) return NOT_AVAILABLE;
  return `${(isFraction ? value * 100 : value).toFixed(2)}%`;
}
