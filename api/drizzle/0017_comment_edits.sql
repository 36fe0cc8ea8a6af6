-- When the author last edited the comment's text; null: never edited.
ALTER TABLE "comments" ADD COLUMN "edited_at" timestamp with time zone;
