-- Topic follows (issue 21): a member follows a name, matched case-insensitively against a post's
-- category or any of its tags. The spelling first followed is kept for display; the unique index on
-- the lowercased name makes following "React" and "react" one follow, and lists a member's topics.
CREATE TABLE "topic_follows" (
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "topic_follows" ADD CONSTRAINT "topic_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "topic_follows_user_name_idx" ON "topic_follows" USING btree ("user_id",lower("name"));
