import { z } from 'zod';
import { idPairShape, isoDateSchema, objectIdSchema } from './common';

/** `Com` is the spec's spelling for a comment. */
export const REPORT_TYPES = ['Post', 'Com'] as const;
export const reportTypeSchema = z.enum(REPORT_TYPES);
export type ReportType = z.infer<typeof reportTypeSchema>;

export const REPORT_STATUSES = ['PENDING', 'IGNORED', 'REMOVED'] as const;
export const reportStatusSchema = z.enum(REPORT_STATUSES);

export const MODERATION_LANGUAGES = ['vi', 'en', 'other'] as const;
export const MODERATION_ACTIONS = ['hide', 'queue', 'none'] as const;
/** `user`: a reader's report; `system`: filed by the scorer when new content reached `queue` ("auto"). */
export const REPORT_ORIGINS = ['user', 'system'] as const;

/** A part of the scored text that raised its score; offsets are UTF-16 indices into `excerpt`. */
export const evidenceSpanSchema = z.object({
  text: z.string(),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  weight: z.number(),
});
export type EvidenceSpan = z.infer<typeof evidenceSpanSchema>;

export const reportItemSchema = z.object({
  ...idPairShape,
  contentId: objectIdSchema,
  type: reportTypeSchema,
  /** null: reported anonymously (the admin table shows 'anomynous'). */
  userReportId: objectIdSchema.nullable(),
  /** 0..100, shown with 2 decimals: the highest score among the content's reports. */
  percentToxic: z.number(),
  /**
   * Reports on the same content are one row in the queue: this is how many there are (the row's
   * other fields are those of the newest). Ignore and delete act on all of them.
   */
  reportCount: z.number().int().min(1),
  status: reportStatusSchema,
  /** The post to open: the content itself for a Post, the holding post for a Com; null if gone. */
  postId: objectIdSchema.nullable(),
  createdAt: isoDateSchema,
  origin: z.enum(REPORT_ORIGINS),
  /** What the scorer saw when the report was filed (null on reports from before issue 19). */
  language: z.enum(MODERATION_LANGUAGES).nullable(),
  action: z.enum(MODERATION_ACTIONS).nullable(),
  /** The opening of the scored text (up to 1,000 characters) and the spans behind its score. */
  excerpt: z.string().nullable(),
  evidence: z.array(evidenceSpanSchema),
});
export type ReportItem = z.infer<typeof reportItemSchema>;
export const reportItemListSchema = z.array(reportItemSchema);

export const reportItemIdParamsSchema = z.object({ id: objectIdSchema });
export const reportItemListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(50),
  status: reportStatusSchema.optional(),
});

/** POST /api/perspective/analyze: score a post or comment and file a report. */
export const analyzeRequestSchema = z.object({
  text: z.string().trim().min(1).max(20_000),
  id: objectIdSchema,
  type: reportTypeSchema,
});
export type AnalyzeRequest = z.infer<typeof analyzeRequestSchema>;

/** Perspective-shaped scores plus the report that was filed. */
export const analyzeResponseSchema = z.object({
  attributeScores: z.object({
    TOXICITY: z.object({ summaryScore: z.object({ value: z.number(), type: z.literal('PROBABILITY') }) }),
  }),
  percentToxic: z.number(),
  /** The score, 0..1 (the same as attributeScores.TOXICITY.summaryScore.value). */
  toxicityValue: z.number(),
  /** True when this report hid the content (score at or above the moderation threshold). */
  hidden: z.boolean(),
  report: reportItemSchema,
});
export type AnalyzeResponse = z.infer<typeof analyzeResponseSchema>;

/** DELETE /api/report-items/:id?removeContent=true deletes the reported post/comment first. */
export const deleteReportQuerySchema = z.object({
  removeContent: z.enum(['true', 'false']).default('false'),
});

/** POST /api/report-items (ADMIN): files a report by hand, e.g. from moderation tooling. */
export const createReportRequestSchema = z.object({
  contentId: objectIdSchema,
  type: reportTypeSchema,
  userReportId: objectIdSchema.nullable().optional(),
  percentToxic: z.number().min(0).max(100),
});
export type CreateReportRequest = z.infer<typeof createReportRequestSchema>;
