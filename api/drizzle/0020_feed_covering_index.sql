-- The Following feed's walk (issue 21) reads visible posts newest first and keeps those whose author
-- or category the member follows. With only (created_at, id) in the index, each of the window's
-- ~1,000 rows was a heap visit to read author_id and category_id; carrying them in the index makes
-- the walk an index-only scan (100k posts: 4.8 ms to 2.6 ms of execution, docs/quality.md). The home
-- list's pages use the same index; its entries grow by two ids, which its page reads barely notice,
-- and posts keep one index for both rather than paying a second on every write.
DROP INDEX IF EXISTS "posts_visible_created_idx";--> statement-breakpoint
CREATE INDEX "posts_visible_created_idx" ON "posts" USING btree ("created_at","id") INCLUDE ("author_id","category_id") WHERE "posts"."hidden" = false;
