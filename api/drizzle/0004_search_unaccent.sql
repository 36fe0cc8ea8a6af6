DROP INDEX "posts_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "posts" drop column "search";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('cwt_search'::regconfig, coalesce("posts"."title", '')), 'A') || setweight(to_tsvector('cwt_search'::regconfig, cwt_tags_text("posts"."tags")), 'B') || setweight(to_tsvector('cwt_search'::regconfig, regexp_replace(coalesce("posts"."content", ''), '<[^>]*>', ' ', 'g')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "posts_title_trgm_idx" ON "posts" USING gin (cwt_unaccent("title") gin_trgm_ops);--> statement-breakpoint
-- Dropping the column dropped its full-text index too.
CREATE INDEX IF NOT EXISTS "posts_search_idx" ON "posts" USING gin ("search");
