-- Grouped notifications (issue 20): likes of one post or comment, and new followers, within a day of
-- the group's first event are one row. The row names its newest actor (actor_id) and how many count
-- (actor_count); notification_actors lists them. A withdrawn actor (unlike, unfollow) stays listed,
-- so liking again does not notify again, but no longer counts. `action` is the text after the actor's
-- name ('liked your post "Title"'); the message is built from it when read.
ALTER TABLE "notifications" ADD COLUMN "actor_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "action" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "group_started_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "notification_actors" (
	"notification_id" text NOT NULL,
	"actor_id" text NOT NULL,
	"acted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn" boolean DEFAULT false NOT NULL,
	CONSTRAINT "notification_actors_notification_id_actor_id_pk" PRIMARY KEY("notification_id","actor_id")
);--> statement-breakpoint
ALTER TABLE "notification_actors" ADD CONSTRAINT "notification_actors_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_actors" ADD CONSTRAINT "notification_actors_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_actors_actor_idx" ON "notification_actors" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "notifications_group_idx" ON "notifications" USING btree ("recipient_id","type","target_id","group_started_at") WHERE "group_started_at" IS NOT NULL;--> statement-breakpoint
-- Existing likes and follows become groups of one.
UPDATE "notifications" SET "group_started_at" = "created_at"
  WHERE "type" IN ('LIKE_POST', 'LIKE_COMMENT', 'FOLLOW');--> statement-breakpoint
INSERT INTO "notification_actors" ("notification_id", "actor_id", "acted_at")
  SELECT "id", "actor_id", "created_at" FROM "notifications"
  WHERE "group_started_at" IS NOT NULL AND "actor_id" IS NOT NULL;--> statement-breakpoint
-- A group that changes takes a new stream position (seq), so open streams deliver it again: such an
-- update waits for earlier writers' commits, as an insert does (migration 0010).
CREATE TRIGGER "notifications_serialize_seq_updates" BEFORE UPDATE OF "seq" ON "notifications"
  FOR EACH STATEMENT EXECUTE FUNCTION "notifications_serialize_writers"();--> statement-breakpoint
-- Preferences: the kinds a member switched off, and the posts whose comment threads they muted.
CREATE TABLE "notification_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"disabled" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "thread_mutes" (
	"user_id" text NOT NULL,
	"post_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thread_mutes_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);--> statement-breakpoint
ALTER TABLE "thread_mutes" ADD CONSTRAINT "thread_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_mutes" ADD CONSTRAINT "thread_mutes_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
