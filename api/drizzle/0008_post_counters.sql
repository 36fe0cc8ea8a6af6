CREATE TABLE "post_counters" (
	"post_id" text PRIMARY KEY NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
INSERT INTO "post_counters" ("post_id", "like_count", "comment_count", "created_at", "hidden")
	SELECT "id", "like_count", "comment_count", "created_at", "hidden" FROM "posts";--> statement-breakpoint
ALTER TABLE "post_counters" ADD CONSTRAINT "post_counters_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_counters_likes_idx" ON "post_counters" USING btree ("like_count","created_at","post_id") WHERE "post_counters"."hidden" = false;--> statement-breakpoint
-- Every post has its counters row from the statement that inserts it, and the copies of created_at
-- and hidden follow the post, whichever code path writes it (seed, posts service, moderation).
CREATE FUNCTION cwt_post_counters_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO post_counters (post_id, created_at, hidden) VALUES (NEW.id, NEW.created_at, NEW.hidden);
	ELSIF NEW.hidden IS DISTINCT FROM OLD.hidden OR NEW.created_at IS DISTINCT FROM OLD.created_at THEN
		UPDATE post_counters SET hidden = NEW.hidden, created_at = NEW.created_at WHERE post_id = NEW.id;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "posts_counters_insert" AFTER INSERT ON "posts" FOR EACH ROW EXECUTE FUNCTION cwt_post_counters_sync();--> statement-breakpoint
CREATE TRIGGER "posts_counters_update" AFTER UPDATE OF "hidden", "created_at" ON "posts" FOR EACH ROW EXECUTE FUNCTION cwt_post_counters_sync();--> statement-breakpoint
DROP INDEX "posts_like_count_idx";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "like_count";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "comment_count";
