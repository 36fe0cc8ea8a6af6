-- Threaded replies (issue 20). A reply names the comment it answers (parent_id) and its depth (1 for
-- a top-level comment). Threads show 3 levels; a reply deeper than that is listed flat under its
-- level-3 ancestor, named in anchor_id so that list is one index range instead of a recursive walk.
-- A comment deleted while it has replies stays as a tombstone (deleted_at set, no text, the
-- placeholder author) so its replies keep their place; the last reply going takes it with it.
ALTER TABLE "comments" ADD COLUMN "parent_id" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "anchor_id" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "depth" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
-- Cascades only when a whole post or account goes; a single comment with replies is tombstoned instead.
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_anchor_id_comments_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id","created_at","id") WHERE "comments"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "comments_anchor_idx" ON "comments" USING btree ("anchor_id","created_at","id") WHERE "comments"."anchor_id" is not null;--> statement-breakpoint
-- Tombstones are few; removing the ones whose last reply went looks only at them.
CREATE INDEX "comments_tombstone_idx" ON "comments" USING btree ("id") WHERE "comments"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "comments_top_idx" ON "comments" USING btree ("post_id","created_at","id") WHERE "comments"."parent_id" is null;--> statement-breakpoint
-- The dashboard's comment total counts written comments: a tombstone leaves it when it is made and
-- is not subtracted again when it is finally removed.
CREATE OR REPLACE FUNCTION cwt_comments_site_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM cwt_site_count(0, 0, (SELECT count(*) FROM new_rows)::int, 0);
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM cwt_site_count(0, 0, -(SELECT count(*) FROM old_rows WHERE deleted_at IS NULL)::int, 0);
	ELSE
		PERFORM cwt_site_count(0, 0, -1, 0);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "comments_site_count_tombstone" AFTER UPDATE OF "deleted_at" ON "comments" FOR EACH ROW
	WHEN (OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL)
	EXECUTE FUNCTION cwt_comments_site_count();
