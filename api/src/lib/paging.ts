import { type Paged, TOTAL_COUNT_HEADER } from '@cwt/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';

export function paged<T>(content: T[], total: number, page: number, size: number): Paged<T> {
  return { content, totalElements: total, totalPages: Math.ceil(total / size), number: page, size };
}

/** Array endpoints report their total in a header (the body stays the array the spec reads). */
export function setTotal(reply: FastifyReply, total: number): void {
  reply.header(TOTAL_COUNT_HEADER, String(total));
}

/** Pages up to this one (zero-based) are written into a list's statement text (see `pageBounds`). */
export const LITERAL_PAGES = 20;

/**
 * `limit … offset …` of a list page. For the first LITERAL_PAGES + 1 pages the numbers are literals:
 * given as parameters, PostgreSQL's generic plan must guess them (a tenth of the rows), prices it far
 * above the plan for the real numbers and so plans the statement again on every call, which at 100k
 * posts cost several times the execution. A text with literals is one named statement per page that
 * each connection plans once. Deeper pages (rare) keep parameters, so the texts stay few.
 */
export function pageBounds(limit: number, offset: number): SQL {
  const literal =
    Number.isSafeInteger(limit) &&
    Number.isSafeInteger(offset) &&
    limit > 0 &&
    offset >= 0 &&
    offset <= LITERAL_PAGES * limit;
  return literal ? sql.raw(`limit ${limit} offset ${offset}`) : sql`limit ${limit} offset ${offset}`;
}
