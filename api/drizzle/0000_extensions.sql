-- Extensions and helpers the schema's indexes and generated columns need. PGlite loads the
-- extensions passed to PGlite.create (pg_trgm, unaccent); a PostgreSQL server ships them in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- array_to_string is only STABLE, and a generated column needs an IMMUTABLE expression.
CREATE OR REPLACE FUNCTION cwt_tags_text(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string(tags, ' '), '') $$;
