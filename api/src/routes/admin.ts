import {
  ADMIN_USERS_DEFAULT_SIZE,
  ADMIN_USERS_MAX_SIZE,
  API,
  adminCreateUserRequestSchema,
  adminDeleteUserQuerySchema,
  adminStatsQuerySchema,
  adminStatsSchema,
  adminUpdateUserRequestSchema,
  adminUserIdParamsSchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserSchema,
  contactMessageIdParamsSchema,
  contactMessageListQuerySchema,
  contactMessageListSchema,
  contactMessageSchema,
  contactMessageUpdateSchema,
  messageResponseSchema,
} from '@cwt/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { setTotal } from '../lib/paging';
import { requestLocale } from '../lib/request-locale';
import { adminStats } from '../services/admin-stats';
import * as adminUsers from '../services/admin-users';
import { listContactMessages, setContactHandled } from '../services/contact';
import { errors, onePageDescription, security } from './common';

/** Back-office endpoints under /api/admin: ADMIN only (401 anonymous, 403 USER). */
export const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin'];

  app.get(
    API.adminUsers,
    {
      schema: {
        tags,
        summary: 'Users, newest first (array; total in X-Total-Count); q filters name, e-mail, username',
        description: onePageDescription('users', ADMIN_USERS_DEFAULT_SIZE, ADMIN_USERS_MAX_SIZE, 'header'),
        ...security('admin'),
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { items, total } = await adminUsers.listAdminUsers(ctx, request.query);
      setTotal(reply, total);
      return items;
    },
  );

  app.post(
    API.adminUsers,
    {
      schema: {
        tags,
        summary: 'Create a user (username from the e-mail when absent; a set-password link is sent)',
        ...security('admin'),
        body: adminCreateUserRequestSchema,
        response: { 201: adminUserSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await adminUsers.createAdminUser(ctx, request.body, request.log, requestLocale(request))),
  );

  app.put(
    API.adminUser,
    {
      schema: {
        tags,
        summary: 'Update a user; a role change signs them out; the last ADMIN cannot be demoted (409)',
        ...security('admin'),
        params: adminUserIdParamsSchema,
        body: adminUpdateUserRequestSchema,
        response: { 200: adminUserSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => adminUsers.updateAdminUser(ctx, request.params.id, request.body),
  );

  app.delete(
    API.adminUser,
    {
      schema: {
        tags,
        summary: "Delete a user and their content, or keep it under 'deleted user'; never the last ADMIN",
        ...security('admin'),
        params: adminUserIdParamsSchema,
        querystring: adminDeleteUserQuerySchema,
        response: { 200: messageResponseSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => adminUsers.deleteAdminUser(ctx, request.params.id, request.query),
  );

  app.get(
    API.adminStats,
    {
      schema: {
        tags,
        summary: 'Dashboard counts, posts per day (SITE_TIMEZONE) and per category, computed in SQL',
        ...security('admin'),
        querystring: adminStatsQuerySchema,
        response: { 200: adminStatsSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => adminStats(ctx, request.query),
  );

  app.get(
    API.adminContact,
    {
      schema: {
        tags,
        summary: 'Support messages, newest first (array; total in X-Total-Count)',
        ...security('admin'),
        querystring: contactMessageListQuerySchema,
        response: { 200: contactMessageListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listContactMessages(ctx, request.query);
      setTotal(reply, total);
      return items;
    },
  );

  app.put(
    API.adminContactMessage,
    {
      schema: {
        tags,
        summary: 'Mark a support message handled (or not)',
        ...security('admin'),
        params: contactMessageIdParamsSchema,
        body: contactMessageUpdateSchema,
        response: { 200: contactMessageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => setContactHandled(ctx, request.params.id, request.body.handled),
  );
};
