ALTER TABLE "report_items" ADD COLUMN "origin" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "report_items" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "report_items" ADD COLUMN "action" text;--> statement-breakpoint
ALTER TABLE "report_items" ADD COLUMN "excerpt" text;--> statement-breakpoint
ALTER TABLE "report_items" ADD COLUMN "evidence" jsonb;--> statement-breakpoint
-- Content written before this migration counts as scored: only new and edited content is scored in the background.
ALTER TABLE "posts" ADD COLUMN "moderated_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "moderated_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "moderated_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "comments" ALTER COLUMN "moderated_at" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "posts_unmoderated_idx" ON "posts" USING btree ("created_at") WHERE "posts"."moderated_at" is null;--> statement-breakpoint
CREATE INDEX "comments_unmoderated_idx" ON "comments" USING btree ("created_at") WHERE "comments"."moderated_at" is null;
