import { API, contactRequestSchema, contactResponseSchema } from '@cwt/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { submitContact } from '../services/contact';
import { errors } from './common';

export const contactRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    API.contact,
    {
      config: { rateLimit: app.rateLimitPolicy('contact') },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the team (stored for admins)',
        body: contactRequestSchema,
        response: { 201: contactResponseSchema, ...errors(400, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await submitContact(ctx, request.body)),
  );
};
