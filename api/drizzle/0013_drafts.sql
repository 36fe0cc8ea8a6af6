-- Drafts kept on the server, so a post in progress follows its author to any device. A draft is
-- private to its author (the account's deletion takes it along). `post_id` links the draft of an
-- edit to the published post it will update; if that post is deleted the draft stays as a new one
-- (the author's text is not lost with the post). `version` is raised by every save, and a save names
-- the version it started from, so two devices cannot overwrite each other unseen.
CREATE TABLE "drafts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"post_id" text,
	"title" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image_url" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- "My drafts", last edited first.
CREATE INDEX "drafts_user_updated_idx" ON "drafts" USING btree ("user_id","updated_at" DESC,"id" DESC);--> statement-breakpoint
-- One draft per edited post and author: every device continues the same one.
CREATE UNIQUE INDEX "drafts_user_post_idx" ON "drafts" USING btree ("user_id","post_id") WHERE "post_id" IS NOT NULL;--> statement-breakpoint
-- The post's deletion finds the drafts to unlink.
CREATE INDEX "drafts_post_idx" ON "drafts" USING btree ("post_id") WHERE "post_id" IS NOT NULL;
