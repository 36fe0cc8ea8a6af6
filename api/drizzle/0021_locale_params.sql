-- Vietnamese and English (issue 22). A member's chosen language: mails and notifications are written
-- in it; null until they choose one (registration stores the language the request negotiated), read
-- as the default (English). The check keeps it to the offered locales (LOCALES in @cwt/contracts).
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("locale" IN ('en', 'vi'));--> statement-breakpoint
-- A notification's params: the values its text is built from (actor, post title, group count...), so
-- clients render it from their catalogue and a group re-renders in its recipient's language. They
-- replace `action` (migration 0019), the English text a group's message was built from.
ALTER TABLE "notifications" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Existing rows: the actor's current name, and the quoted title or comment every kind's English text
-- ends with ('... liked your post "Title"'; a group's in `action`, which has no name before it).
UPDATE "notifications" AS n SET "params" = jsonb_strip_nulls(jsonb_build_object(
    'actor', CASE WHEN n."type" <> 'SYSTEM'
      THEN coalesce((SELECT coalesce(nullif(btrim(u."name"), ''), u."username") FROM "users" u WHERE u."id" = n."actor_id"), 'Someone') END,
    'postTitle', CASE WHEN n."type" IN ('LIKE_POST', 'COMMENT', 'REPLY', 'MENTION', 'NEW_POST')
      THEN coalesce(substring(coalesce(n."action", n."message") from '"(.*)"$'), '') END,
    'comment', CASE WHEN n."type" = 'LIKE_COMMENT'
      THEN coalesce(substring(coalesce(n."action", n."message") from '"(.*)"$'), '') END,
    'others', CASE WHEN n."type" IN ('LIKE_POST', 'LIKE_COMMENT', 'FOLLOW') THEN greatest(n."actor_count" - 1, 0) END,
    'place', CASE WHEN n."type" = 'MENTION'
      THEN CASE WHEN n."message" LIKE '% mentioned you in a post, "%' THEN 'post' ELSE 'comment' END END,
    'notice', CASE WHEN n."type" = 'SYSTEM' THEN 'CONTENT_HIDDEN' END,
    'content', CASE WHEN n."type" = 'SYSTEM'
      THEN CASE WHEN n."title" LIKE '%post%' THEN 'post' ELSE 'comment' END END
  ));--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "action";
