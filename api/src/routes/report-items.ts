import {
  API,
  createReportRequestSchema,
  deleteReportQuerySchema,
  messageResponseSchema,
  reportItemIdParamsSchema,
  reportItemListQuerySchema,
  reportItemListSchema,
  reportItemSchema,
} from '@cwt/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { setTotal } from '../lib/paging';
import { deleteReport, fileReport, listReports } from '../services/reports';
import { errors, security } from './common';

/** Content reports: ADMIN only. */
export const reportItemRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['reports'];

  app.get(
    API.reportItems,
    {
      schema: {
        tags,
        summary: 'Reports, newest first, with the post to open (array; total in X-Total-Count)',
        ...security('admin'),
        querystring: reportItemListQuerySchema,
        response: { 200: reportItemListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listReports(ctx, request.query);
      setTotal(reply, total);
      return items;
    },
  );

  app.post(
    API.reportItems,
    {
      schema: {
        tags,
        summary: 'File a report by hand (the content must exist)',
        ...security('admin'),
        body: createReportRequestSchema,
        response: { 201: reportItemSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await fileReport(ctx, request.body)),
  );

  app.delete(
    API.reportItem,
    {
      schema: {
        tags,
        summary:
          'Ignore a report (only the report goes; auto-hidden content is shown again) or, with removeContent=true, delete the content first; a report already gone (its content deleted first) answers 200',
        ...security('admin'),
        params: reportItemIdParamsSchema,
        querystring: deleteReportQuerySchema,
        response: { 200: messageResponseSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) =>
      deleteReport(ctx, request.user!, request.params.id, request.query.removeContent === 'true'),
  );
};
