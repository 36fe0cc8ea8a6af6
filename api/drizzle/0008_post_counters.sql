CREATE TABLE "list_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"visible" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_counters" (
	"post_id" text PRIMARY KEY NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_hour_counts" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"visible" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "posts_visible_idx";--> statement-breakpoint
DROP INDEX "posts_like_count_idx";--> statement-breakpoint
DROP INDEX "post_tags_tag_idx";--> statement-breakpoint
DROP INDEX "posts_author_idx";--> statement-breakpoint
DROP INDEX "posts_category_idx";--> statement-breakpoint
ALTER TABLE "post_tags" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "post_tags" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Existing data: the counters, the copies on post_tags, the kept totals and the hourly counts.
INSERT INTO "post_counters" ("post_id", "like_count", "comment_count", "created_at", "hidden")
	SELECT "id", "like_count", "comment_count", "created_at", "hidden" FROM "posts";--> statement-breakpoint
UPDATE "post_tags" pt SET "created_at" = p."created_at", "hidden" = p."hidden" FROM "posts" p WHERE p."id" = pt."post_id";--> statement-breakpoint
INSERT INTO "list_counts" ("key", "total", "visible")
	SELECT 'all', count(*), count(*) FILTER (WHERE NOT "hidden") FROM "posts"
	UNION ALL SELECT 'c:' || "category_id", count(*), count(*) FILTER (WHERE NOT "hidden") FROM "posts" GROUP BY "category_id"
	UNION ALL SELECT 't:' || "tag_id", count(*), count(*) FILTER (WHERE NOT "hidden") FROM "post_tags" GROUP BY "tag_id";--> statement-breakpoint
INSERT INTO "post_hour_counts" ("hour", "total", "visible")
	SELECT date_trunc('hour', "created_at", 'UTC'), count(*), count(*) FILTER (WHERE NOT "hidden") FROM "posts" GROUP BY 1;--> statement-breakpoint
ALTER TABLE "post_counters" ADD CONSTRAINT "post_counters_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_counters_likes_idx" ON "post_counters" USING btree ("like_count","created_at","post_id") WHERE "post_counters"."hidden" = false;--> statement-breakpoint
CREATE INDEX "posts_visible_created_idx" ON "posts" USING btree ("created_at","id") WHERE "posts"."hidden" = false;--> statement-breakpoint
CREATE INDEX "posts_search_head_idx" ON "posts" USING gin ("search_head");--> statement-breakpoint
CREATE INDEX "post_tags_tag_idx" ON "post_tags" USING btree ("tag_id","created_at","post_id") WHERE "post_tags"."hidden" = false;--> statement-breakpoint
CREATE INDEX "posts_author_idx" ON "posts" USING btree ("author_id","created_at","id");--> statement-breakpoint
CREATE INDEX "posts_category_idx" ON "posts" USING btree ("category_id","created_at","id") WHERE "posts"."hidden" = false;--> statement-breakpoint
-- The kept rows follow every write in its own transaction, whichever code path makes it (services,
-- seed, moderation, cascades). Lock order is always list_counts ('all', then the category),
-- post_hour_counts, then the tags' rows: posts are counted BEFORE DELETE, ahead of the cascade to
-- post_tags, so a delete takes the rows in the same order as an insert and the two cannot deadlock.
CREATE FUNCTION cwt_count_post(category text, created timestamptz, hidden boolean, sign int) RETURNS void
LANGUAGE sql AS $$
	INSERT INTO list_counts AS lc (key, total, visible)
		VALUES ('all', sign, CASE WHEN hidden THEN 0 ELSE sign END),
			('c:' || category, sign, CASE WHEN hidden THEN 0 ELSE sign END)
		ON CONFLICT (key) DO UPDATE SET total = lc.total + excluded.total, visible = lc.visible + excluded.visible;
	INSERT INTO post_hour_counts AS h (hour, total, visible)
		VALUES (date_trunc('hour', created, 'UTC'), sign, CASE WHEN hidden THEN 0 ELSE sign END)
		ON CONFLICT (hour) DO UPDATE SET total = h.total + excluded.total, visible = h.visible + excluded.visible;
$$;--> statement-breakpoint
CREATE FUNCTION cwt_posts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM cwt_count_post(OLD.category_id, OLD.created_at, OLD.hidden, -1);
		RETURN OLD;
	END IF;
	IF TG_OP = 'UPDATE' THEN
		PERFORM cwt_count_post(OLD.category_id, OLD.created_at, OLD.hidden, -1);
	END IF;
	PERFORM cwt_count_post(NEW.category_id, NEW.created_at, NEW.hidden, 1);
	IF TG_OP = 'INSERT' THEN
		INSERT INTO post_counters (post_id, created_at, hidden) VALUES (NEW.id, NEW.created_at, NEW.hidden);
	ELSE
		UPDATE post_counters SET hidden = NEW.hidden, created_at = NEW.created_at WHERE post_id = NEW.id;
		UPDATE post_tags SET hidden = NEW.hidden, created_at = NEW.created_at WHERE post_id = NEW.id;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "posts_sync_insert" AFTER INSERT ON "posts" FOR EACH ROW EXECUTE FUNCTION cwt_posts_sync();--> statement-breakpoint
CREATE TRIGGER "posts_sync_update" AFTER UPDATE OF "hidden", "created_at", "category_id" ON "posts" FOR EACH ROW
	WHEN (OLD.hidden IS DISTINCT FROM NEW.hidden OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.category_id IS DISTINCT FROM NEW.category_id)
	EXECUTE FUNCTION cwt_posts_sync();--> statement-breakpoint
CREATE TRIGGER "posts_sync_delete" BEFORE DELETE ON "posts" FOR EACH ROW EXECUTE FUNCTION cwt_posts_sync();--> statement-breakpoint
CREATE FUNCTION cwt_post_tags_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT p.created_at, p.hidden INTO NEW.created_at, NEW.hidden FROM posts p WHERE p.id = NEW.post_id;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "post_tags_copy" BEFORE INSERT ON "post_tags" FOR EACH ROW EXECUTE FUNCTION cwt_post_tags_copy();--> statement-breakpoint
CREATE FUNCTION cwt_post_tags_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE list_counts SET total = total - 1, visible = visible - CASE WHEN OLD.hidden THEN 0 ELSE 1 END
			WHERE key = 't:' || OLD.tag_id;
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') THEN
		INSERT INTO list_counts AS lc (key, total, visible) VALUES ('t:' || NEW.tag_id, 1, CASE WHEN NEW.hidden THEN 0 ELSE 1 END)
			ON CONFLICT (key) DO UPDATE SET total = lc.total + 1, visible = lc.visible + excluded.visible;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "post_tags_count" AFTER INSERT OR DELETE ON "post_tags" FOR EACH ROW EXECUTE FUNCTION cwt_post_tags_count();--> statement-breakpoint
CREATE TRIGGER "post_tags_count_update" AFTER UPDATE OF "hidden", "tag_id" ON "post_tags" FOR EACH ROW
	WHEN (OLD.hidden IS DISTINCT FROM NEW.hidden OR OLD.tag_id IS DISTINCT FROM NEW.tag_id)
	EXECUTE FUNCTION cwt_post_tags_count();--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "like_count";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "comment_count";
