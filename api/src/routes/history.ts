import {
  API,
  addHistoryRequestSchema,
  addHistoryResponseSchema,
  historyQuerySchema,
  historyResponseSchema,
} from '@cwt/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { addHistory, listHistory } from '../services/history';
import { errors, security } from './common';

export const historyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    API.historyAdd,
    {
      schema: {
        tags: ['history'],
        summary: 'Record a view; viewing the same post again moves it to the top',
        ...security('user'),
        body: addHistoryRequestSchema,
        response: { 200: addHistoryResponseSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => ({
      message: 'History updated',
      entry: await addHistory(ctx, request.user!, request.body.postId, request.body.description),
    }),
  );

  app.get(
    API.history,
    {
      schema: {
        tags: ['history'],
        summary: "The signed-in user's viewed posts, most recent first (page is one-based)",
        ...security('user'),
        querystring: historyQuerySchema,
        response: { 200: historyResponseSchema, ...errors(400, 401) },
      },
    },
    async (request) => listHistory(ctx, request.user!.id, request.query.page, request.query.size),
  );
};
