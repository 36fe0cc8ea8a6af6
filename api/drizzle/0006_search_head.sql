DROP INDEX "posts_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_head" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('cwt_search'::regconfig, coalesce("posts"."title", '')), 'A') || setweight(to_tsvector('cwt_search'::regconfig, cwt_tags_text("posts"."tags")), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "title_plain" text GENERATED ALWAYS AS (cwt_unaccent("posts"."title")) STORED;--> statement-breakpoint
CREATE INDEX "posts_title_plain_trgm_idx" ON "posts" USING gin ("title_plain" gin_trgm_ops);