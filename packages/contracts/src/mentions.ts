import { z } from 'zod';
import { userRefSchema } from './common';
import { MENTION_SUGGESTIONS_MAX } from './mention-text';

/** GET /api/users/mention-suggestions: `q` is the start of a username (empty: anyone). */
export const mentionSuggestionsQuerySchema = z.object({
  q: z
    .string()
    .max(40)
    .regex(/^[A-Za-z0-9._-]*$/, 'q may contain letters, digits, dot, dash and underscore')
    .default(''),
  size: z.coerce.number().int().min(1).max(MENTION_SUGGESTIONS_MAX).default(MENTION_SUGGESTIONS_MAX),
});
export type MentionSuggestionsQuery = z.infer<typeof mentionSuggestionsQuerySchema>;

/** People the viewer follows come first (`following`), then others, each by username. */
export const mentionSuggestionSchema = userRefSchema.extend({ following: z.boolean() });
export type MentionSuggestion = z.infer<typeof mentionSuggestionSchema>;
export const mentionSuggestionsResponseSchema = z.array(mentionSuggestionSchema);
