-- Notifications keep a commit-ordered stream position per recipient (0010), but 0010 bought it with
-- one advisory lock for the whole site, held from a notification's insert until its transaction
-- committed: every like, follow and comment that notified anyone waited for every other one's commit
-- (a commit's WAL flush included). Under 20 concurrent likers 7-8 of the API's 10 connections sat in
-- that lock and likes ran at about 60 a second. The stream is read per recipient (its cursor is the
-- newest seq among one recipient's rows), so only writers to the same recipient need to go one after
-- another: the lock is now taken per recipient, on one of 256 stripes (two recipients may share
-- one). A statement or transaction writing to several recipients takes all their stripes first, in
-- stripe order (lock_notification_recipients, called by the API), so two of them never wait for each
-- other crosswise; the row trigger then finds its stripe already held.
DROP TRIGGER IF EXISTS "notifications_serialize_writers" ON "notifications";--> statement-breakpoint
DROP TRIGGER IF EXISTS "notifications_serialize_seq_updates" ON "notifications";--> statement-breakpoint
DROP FUNCTION IF EXISTS "notifications_serialize_writers"();--> statement-breakpoint
CREATE FUNCTION "notification_stripe"(recipient text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT hashtext(recipient) & 255 $$;--> statement-breakpoint
-- 0x6377746e ("cwtn") keys the stripes, apart from every other advisory lock of the API.
CREATE FUNCTION "lock_notification_recipients"(recipients text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  stripe integer;
BEGIN
  FOR stripe IN SELECT DISTINCT notification_stripe(r) FROM unnest(recipients) r ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(x'6377746e'::integer, stripe);
  END LOOP;
END
$$;--> statement-breakpoint
-- Column defaults and SET expressions are computed before BEFORE ROW triggers run, so the position is
-- drawn here, after the lock: a writer gets one only once every earlier writer to that recipient has
-- committed. An update moving a row to a new position (a group that changed, 0019) draws it the same way.
CREATE FUNCTION "notifications_lock_recipient"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(x'6377746e'::integer, notification_stripe(NEW.recipient_id));
  NEW.seq := nextval('notifications_seq');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_lock_recipient" BEFORE INSERT ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION "notifications_lock_recipient"();--> statement-breakpoint
CREATE TRIGGER "notifications_lock_recipient_on_move" BEFORE UPDATE OF "seq" ON "notifications"
  FOR EACH ROW WHEN (NEW.seq IS DISTINCT FROM OLD.seq) EXECUTE FUNCTION "notifications_lock_recipient"();
