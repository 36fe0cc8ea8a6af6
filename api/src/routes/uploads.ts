import { API, IMAGE_MAX_BYTES, UPLOAD_FIELD, uploadResponseSchema } from '@cwt/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { badRequest, HttpError } from '../lib/errors';
import { createStorage, type StorageAdapter } from '../services/storage';
import { storeUpload, TOO_LARGE_MESSAGE } from '../services/uploads';
import { errors, security } from './common';

export const uploadRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; storage?: StorageAdapter }> = async (
  app,
  { ctx, storage = createStorage(ctx.config) },
) => {
  // Registered inside this plugin so only the upload route parses multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  app.post(
    API.upload,
    {
      config: { rateLimit: app.rateLimitPolicy('upload') },
      schema: {
        tags: ['media'],
        summary: `Upload an image (multipart field "${UPLOAD_FIELD}"): PNG, JPEG, GIF or WebP up to 5 MB`,
        description:
          'The type is read from the bytes (SVG is refused); a file name whose extension names another type, ' +
          'and data appended after the image (a polyglot), are refused too. The image is re-encoded without metadata and ' +
          'scaled down to at most 1600 px wide; animated GIF/WebP keep their frames.',
        ...security('user'),
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponseSchema, ...errors(400, 401, 413, 415, 429, 502) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw badRequest(
          'UNSUPPORTED_MEDIA_TYPE',
          `Send the image as multipart/form-data in the "${UPLOAD_FIELD}" field`,
          UPLOAD_FIELD,
        );
      let bytes: Buffer | null = null;
      let filename: string | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== UPLOAD_FIELD || bytes) {
            part.file.resume();
            continue;
          }
          bytes = await part.toBuffer();
          filename = part.filename;
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, 'IMAGE_TOO_LARGE', TOO_LARGE_MESSAGE, UPLOAD_FIELD);
        // Only the body is read here, so every other failure is a malformed request: busboy's own
        // ("Multipart: Boundary not found", "Unexpected end of form") carry no FST_ code.
        throw badRequest('UPLOAD_UNREADABLE', 'The upload could not be read', UPLOAD_FIELD);
      }
      if (!bytes) throw badRequest('UPLOAD_MISSING', 'Please select an image file', UPLOAD_FIELD);
      return reply.code(201).send(await storeUpload(ctx, storage, request.user!.id, bytes, filename));
    },
  );
};
