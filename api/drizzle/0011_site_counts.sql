-- The admin dashboard's site-wide numbers (users, categories, comments, pending reports) and each
-- listed user's post count, kept by triggers instead of counted per request (count(*) over 150k
-- comments took 45-125 ms a read at 100k posts).
--
-- Site-wide numbers: a single kept row made every comment's transaction queue on it and could
-- deadlock with an account deletion taking that row and post_counters rows in the other order (see
-- 0008's history). So nothing here is locked while a transaction runs: each statement adds its
-- change to a row of site_count_deltas that belongs to its own transaction (keyed by the
-- transaction id, so nobody else ever touches it), and at commit a deferred trigger folds that row
-- into one of 8 site_counts slots (transaction id mod 8) and deletes it. A committing transaction
-- then waits on at most one slot row, held only by others that are committing too and wait on
-- nothing else, so no cycle can form; concurrent writers spread over the slots. Statement-level
-- triggers (transition tables) make a bulk insert one change, not one per row. Reads sum the slots.
CREATE TABLE "site_counts" (
	"slot" smallint PRIMARY KEY NOT NULL,
	"users" integer DEFAULT 0 NOT NULL,
	"categories" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"pending_reports" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_count_deltas" (
	"xid" bigint PRIMARY KEY NOT NULL,
	"users" integer DEFAULT 0 NOT NULL,
	"categories" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"pending_reports" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_counters" (
	"user_id" text PRIMARY KEY NOT NULL,
	"post_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_counters" ADD CONSTRAINT "user_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Existing data: slot 0 carries the totals, the other slots start at zero.
INSERT INTO "site_counts" ("slot", "users", "categories", "comments", "pending_reports")
	SELECT s, CASE WHEN s = 0 THEN (SELECT count(*) FROM "users" WHERE "username" <> 'deleted user') ELSE 0 END,
		CASE WHEN s = 0 THEN (SELECT count(*) FROM "categories") ELSE 0 END,
		CASE WHEN s = 0 THEN (SELECT count(*) FROM "comments") ELSE 0 END,
		CASE WHEN s = 0 THEN (SELECT count(*) FROM "report_items" WHERE "status" = 'PENDING') ELSE 0 END
	FROM generate_series(0, 7) s;--> statement-breakpoint
INSERT INTO "user_counters" ("user_id", "post_count")
	SELECT u."id", (SELECT count(*) FROM "posts" p WHERE p."author_id" = u."id") FROM "users" u;--> statement-breakpoint
CREATE FUNCTION cwt_site_count(d_users int, d_categories int, d_comments int, d_pending int) RETURNS void
LANGUAGE sql AS $$
	INSERT INTO site_count_deltas AS d (xid, users, categories, comments, pending_reports)
		SELECT txid_current(), d_users, d_categories, d_comments, d_pending
		WHERE d_users <> 0 OR d_categories <> 0 OR d_comments <> 0 OR d_pending <> 0
		ON CONFLICT (xid) DO UPDATE SET users = d.users + excluded.users, categories = d.categories + excluded.categories,
			comments = d.comments + excluded.comments, pending_reports = d.pending_reports + excluded.pending_reports;
$$;--> statement-breakpoint
CREATE FUNCTION cwt_site_counts_fold() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	d site_count_deltas;
BEGIN
	DELETE FROM site_count_deltas WHERE xid = NEW.xid RETURNING * INTO d;
	IF FOUND THEN
		UPDATE site_counts SET users = users + d.users, categories = categories + d.categories,
			comments = comments + d.comments, pending_reports = pending_reports + d.pending_reports
			WHERE slot = NEW.xid % 8;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "site_count_deltas_fold" AFTER INSERT ON "site_count_deltas"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cwt_site_counts_fold();--> statement-breakpoint
-- The placeholder author ('deleted user') is not counted, like the dashboard always did.
CREATE FUNCTION cwt_users_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO user_counters (user_id) SELECT id FROM new_rows;
		PERFORM cwt_site_count((SELECT count(*) FROM new_rows WHERE username <> 'deleted user')::int, 0, 0, 0);
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM cwt_site_count(-(SELECT count(*) FROM old_rows WHERE username <> 'deleted user')::int, 0, 0, 0);
	ELSE
		PERFORM cwt_site_count(CASE WHEN NEW.username <> 'deleted user' THEN 1 ELSE -1 END, 0, 0, 0);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_count_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION cwt_users_count();--> statement-breakpoint
CREATE TRIGGER "users_count_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION cwt_users_count();--> statement-breakpoint
CREATE TRIGGER "users_count_rename" AFTER UPDATE OF "username" ON "users" FOR EACH ROW
	WHEN ((OLD.username <> 'deleted user') IS DISTINCT FROM (NEW.username <> 'deleted user'))
	EXECUTE FUNCTION cwt_users_count();--> statement-breakpoint
CREATE FUNCTION cwt_categories_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM cwt_site_count(0, (SELECT count(*) FROM new_rows)::int, 0, 0);
	ELSE
		PERFORM cwt_site_count(0, -(SELECT count(*) FROM old_rows)::int, 0, 0);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "categories_count_insert" AFTER INSERT ON "categories" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION cwt_categories_count();--> statement-breakpoint
CREATE TRIGGER "categories_count_delete" AFTER DELETE ON "categories" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION cwt_categories_count();--> statement-breakpoint
-- Every comment, hidden ones included, like the dashboard always counted.
CREATE FUNCTION cwt_comments_site_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM cwt_site_count(0, 0, (SELECT count(*) FROM new_rows)::int, 0);
	ELSE
		PERFORM cwt_site_count(0, 0, -(SELECT count(*) FROM old_rows)::int, 0);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "comments_site_count_insert" AFTER INSERT ON "comments" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION cwt_comments_site_count();--> statement-breakpoint
CREATE TRIGGER "comments_site_count_delete" AFTER DELETE ON "comments" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION cwt_comments_site_count();--> statement-breakpoint
CREATE FUNCTION cwt_reports_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM cwt_site_count(0, 0, 0, (SELECT count(*) FROM new_rows WHERE status = 'PENDING')::int);
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM cwt_site_count(0, 0, 0, -(SELECT count(*) FROM old_rows WHERE status = 'PENDING')::int);
	ELSE
		PERFORM cwt_site_count(0, 0, 0, CASE WHEN NEW.status = 'PENDING' THEN 1 ELSE -1 END);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "report_items_count_insert" AFTER INSERT ON "report_items" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION cwt_reports_count();--> statement-breakpoint
CREATE TRIGGER "report_items_count_delete" AFTER DELETE ON "report_items" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION cwt_reports_count();--> statement-breakpoint
CREATE TRIGGER "report_items_count_status" AFTER UPDATE OF "status" ON "report_items" FOR EACH ROW
	WHEN ((OLD.status = 'PENDING') IS DISTINCT FROM (NEW.status = 'PENDING'))
	EXECUTE FUNCTION cwt_reports_count();--> statement-breakpoint
-- Per-user post counts (hidden posts included, as the admin list always counted), in a narrow row
-- apart from the wide users row, like post_counters. Inserts and deletes change them once per
-- statement (a bulk load is one update per author), after the statement's rows and 0008's list
-- totals are locked: the same order for every post write, so this adds no lock cycle. Rows go with
-- their user (cascade); a post deleted by that cascade finds its author's row gone or going, which
-- a plain UPDATE skips.
CREATE FUNCTION cwt_posts_author_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE user_counters uc SET post_count = uc.post_count + x.n
			FROM (SELECT author_id, count(*)::int AS n FROM new_rows GROUP BY author_id) x
			WHERE uc.user_id = x.author_id;
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE user_counters uc SET post_count = uc.post_count - x.n
			FROM (SELECT author_id, count(*)::int AS n FROM old_rows GROUP BY author_id) x
			WHERE uc.user_id = x.author_id;
	ELSE
		-- Only the admin's "keep content" deletion moves posts to another author.
		UPDATE user_counters SET post_count = post_count + CASE WHEN user_id = NEW.author_id THEN 1 ELSE -1 END
			WHERE user_id IN (OLD.author_id, NEW.author_id);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "posts_author_count_insert" AFTER INSERT ON "posts" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION cwt_posts_author_count();--> statement-breakpoint
CREATE TRIGGER "posts_author_count_delete" AFTER DELETE ON "posts" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION cwt_posts_author_count();--> statement-breakpoint
CREATE TRIGGER "posts_author_count_update" AFTER UPDATE OF "author_id" ON "posts" FOR EACH ROW
	WHEN (OLD.author_id IS DISTINCT FROM NEW.author_id)
	EXECUTE FUNCTION cwt_posts_author_count();
