-- A commit-ordered position for every notification, so the live stream can resume after exactly what a
-- list showed (X-Stream-Cursor). The sequence alone is not enough: values are handed out when a row is
-- inserted, and a transaction that took a smaller one may commit after one that took a larger one. Each
-- INSERT statement therefore first takes a transaction-scoped advisory lock (released only at commit or
-- rollback) and the column's default draws its value after that: a writer gets its values only once every
-- earlier writer has committed, so a snapshot that sees a value also sees every smaller one.
CREATE SEQUENCE "notifications_seq";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "seq" bigint;--> statement-breakpoint
UPDATE "notifications" SET "seq" = o."n"
  FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS "n" FROM "notifications") o
  WHERE "notifications"."id" = o."id";--> statement-breakpoint
SELECT setval('notifications_seq', coalesce((SELECT max("seq") FROM "notifications"), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "seq" SET DEFAULT nextval('notifications_seq');--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER SEQUENCE "notifications_seq" OWNED BY "notifications"."seq";--> statement-breakpoint
CREATE INDEX "notifications_recipient_seq_idx" ON "notifications" USING btree ("recipient_id","seq");--> statement-breakpoint
-- Statement-level BEFORE triggers run before the statement evaluates any row, defaults included.
-- 0x6377746e7466 is "cwtntf" as bytes: a key of its own, apart from the migration lock's.
CREATE FUNCTION "notifications_serialize_writers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(x'6377746e7466'::bigint);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_serialize_writers" BEFORE INSERT ON "notifications"
  FOR EACH STATEMENT EXECUTE FUNCTION "notifications_serialize_writers"();
