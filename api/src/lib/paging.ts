import { type Paged, TOTAL_COUNT_HEADER } from '@cwt/contracts';
import type { FastifyReply } from 'fastify';

export function paged<T>(content: T[], total: number, page: number, size: number): Paged<T> {
  return { content, totalElements: total, totalPages: Math.ceil(total / size), number: page, size };
}

/** Array endpoints report their total in a header (the body stays the array the spec reads). */
export function setTotal(reply: FastifyReply, total: number): void {
  reply.header(TOTAL_COUNT_HEADER, String(total));
}
