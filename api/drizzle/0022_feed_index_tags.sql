-- The Following feed's walk (issue 21) also keeps a post when one of its tags is a followed topic.
-- That check read each walked post's post_tags entries through their primary key: about 650 probes
-- and 1,950 buffer reads of the 2,480 a page of the bench's member cost at 100k posts. With the tag
-- names in the index the check is made on the index tuple itself (posts.tags holds the names the
-- post_tags rows were made from; both match topics by lowercased name), and the walk reads 515
-- buffers. The home list's pages read the same index; its entries grow by the few tag names.
DROP INDEX IF EXISTS "posts_visible_created_idx";--> statement-breakpoint
CREATE INDEX "posts_visible_created_idx" ON "posts" USING btree ("created_at","id") INCLUDE ("author_id","category_id","tags") WHERE "posts"."hidden" = false;
