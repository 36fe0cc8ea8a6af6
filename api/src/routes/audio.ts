import path from 'node:path';
import { API } from '@cwt/contracts';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { badRequest, HttpError } from '../lib/errors';
import { AudioService, normaliseSpeechText } from '../services/tts/audio';
import { EspeakSynthesizer } from '../services/tts/espeak';
import { errors, security } from './common';

declare module 'fastify' {
  interface FastifyInstance {
    /** Text-to-speech with its disk cache (tests read `tts.synthesisCount`). */
    tts: AudioService;
  }
}

// The cap is checked after HTML is stripped (413), so the schema only bounds the raw body.
const audioBodySchema = z.object({ text: z.string().max(1_000_000) });

const plugin: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { config } = ctx;
  const tts = new AudioService(
    new EspeakSynthesizer(config.ttsPoolSize),
    path.join(config.dataDir, 'audio-cache'),
    config.ttsVoice,
  );
  app.decorate('tts', tts);
  app.addHook('onClose', async () => tts.close());

  app.post(
    API.audioGenerate,
    {
      config: { rateLimit: app.rateLimitPolicy('expensive') },
      schema: {
        tags: ['media'],
        summary: 'Read text aloud: returns audio/wav (eSpeak-NG, cached by text)',
        ...security('optional'),
        body: audioBodySchema,
        response: { 200: z.any().describe('audio/wav bytes'), ...errors(400, 413, 429) },
      },
    },
    async (request, reply) => {
      const text = normaliseSpeechText(request.body.text);
      if (!text) throw badRequest('AUDIO_TEXT_REQUIRED', 'Text is required', 'text');
      if (text.length > config.audioMaxChars)
        throw new HttpError(
          413,
          'AUDIO_TEXT_TOO_LONG',
          `Text is too long to convert to audio: ${text.length} characters, the limit is ${config.audioMaxChars}`,
        );
      const { wav, cached } = await tts.generate(text);
      return reply
        .header('content-type', 'audio/wav')
        .header('cache-control', 'private, max-age=86400')
        .header('x-audio-cache', cached ? 'hit' : 'miss')
        .send(wav);
    },
  );
};

export const audioRoutes = fp(plugin, { name: 'cwt-audio' });
