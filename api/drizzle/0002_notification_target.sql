ALTER TABLE "notifications" ADD COLUMN "target_id" text;--> statement-breakpoint
CREATE INDEX "history_post_idx" ON "history" USING btree ("post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_idx" ON "notifications" USING btree ("recipient_id","actor_id","type","target_id");--> statement-breakpoint
CREATE INDEX "notifications_post_idx" ON "notifications" USING btree ("post_id");