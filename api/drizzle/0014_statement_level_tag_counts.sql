-- Inserting posts and post_tags in bulk (the seed: 100k posts and 250k tag rows in one transaction)
-- was quadratic: 0008's row-level triggers updated the same kept row ('all', a category's, a tag's)
-- once per inserted row, and every update of a row inside one transaction leaves a version no one
-- can prune yet, which the next update's index lookup walks past (10k posts: 9 s and 13 s for the
-- two inserts; 20k posts: 35 s and 53 s). Inserts and deletes of post_tags, and inserts of posts, now
-- change each kept row once per statement, from the statement's transition table, as 0011 did for
-- the site counts.
--
-- Lock order stays 0008's and 0011's: list_counts ('all', then categories), post_hour_counts, then
-- (0011) user_counters, and the tags' rows from post_tags' own statements. Within a statement the
-- rows of one table are taken in key order, so two statements touching the same rows take them in
-- the same order. Posts' updates and deletes stay row-level: a delete is counted BEFORE DELETE, ahead
-- of its cascade to post_tags, and both are a few rows at a time.
CREATE FUNCTION cwt_posts_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO list_counts AS lc (key, total, visible)
		SELECT key, count(*), count(*) FILTER (WHERE NOT hidden)
			FROM (SELECT 'all' AS key, hidden FROM new_rows UNION ALL SELECT 'c:' || category_id, hidden FROM new_rows) x
			GROUP BY key ORDER BY key
		ON CONFLICT (key) DO UPDATE SET total = lc.total + excluded.total, visible = lc.visible + excluded.visible;
	INSERT INTO post_hour_counts AS h (hour, total, visible)
		SELECT date_trunc('hour', created_at, 'UTC'), count(*), count(*) FILTER (WHERE NOT hidden)
			FROM new_rows GROUP BY 1 ORDER BY 1
		ON CONFLICT (hour) DO UPDATE SET total = h.total + excluded.total, visible = h.visible + excluded.visible;
	INSERT INTO post_counters (post_id, created_at, hidden) SELECT id, created_at, hidden FROM new_rows;
	-- 0011's per-author counts, after the kept totals as before (its trigger fired after 0008's).
	UPDATE user_counters uc SET post_count = uc.post_count + x.n
		FROM (SELECT author_id, count(*)::int AS n FROM new_rows GROUP BY author_id ORDER BY author_id) x
		WHERE uc.user_id = x.author_id;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "posts_sync_insert" ON "posts";--> statement-breakpoint
DROP TRIGGER "posts_author_count_insert" ON "posts";--> statement-breakpoint
CREATE TRIGGER "posts_count_insert" AFTER INSERT ON "posts" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION cwt_posts_count_insert();--> statement-breakpoint
-- 0008's function without its insert branch, which no trigger reaches any more.
CREATE OR REPLACE FUNCTION cwt_posts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM cwt_count_post(OLD.category_id, OLD.created_at, OLD.hidden, -1);
	IF TG_OP = 'DELETE' THEN
		RETURN OLD;
	END IF;
	PERFORM cwt_count_post(NEW.category_id, NEW.created_at, NEW.hidden, 1);
	UPDATE post_counters SET hidden = NEW.hidden, created_at = NEW.created_at WHERE post_id = NEW.id;
	UPDATE post_tags SET hidden = NEW.hidden, created_at = NEW.created_at WHERE post_id = NEW.id;
	RETURN NULL;
END
$$;--> statement-breakpoint
-- The rows carry the post's hidden flag already: 0008's BEFORE INSERT trigger copies it per row.
CREATE FUNCTION cwt_post_tags_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO list_counts AS lc (key, total, visible)
			SELECT 't:' || tag_id, count(*), count(*) FILTER (WHERE NOT hidden) FROM new_rows GROUP BY tag_id ORDER BY 1
			ON CONFLICT (key) DO UPDATE SET total = lc.total + excluded.total, visible = lc.visible + excluded.visible;
	ELSE
		-- Locked in key order first: an UPDATE ... FROM takes its rows in whatever order its join runs.
		PERFORM 1 FROM list_counts
			WHERE key IN (SELECT 't:' || tag_id FROM old_rows) ORDER BY key FOR UPDATE;
		UPDATE list_counts lc SET total = lc.total - x.n, visible = lc.visible - x.v
			FROM (SELECT 't:' || tag_id AS key, count(*)::int AS n, (count(*) FILTER (WHERE NOT hidden))::int AS v
				FROM old_rows GROUP BY tag_id) x
			WHERE lc.key = x.key;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "post_tags_count" ON "post_tags";--> statement-breakpoint
CREATE TRIGGER "post_tags_count_insert" AFTER INSERT ON "post_tags" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION cwt_post_tags_count_rows();--> statement-breakpoint
CREATE TRIGGER "post_tags_count_delete" AFTER DELETE ON "post_tags" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION cwt_post_tags_count_rows();
