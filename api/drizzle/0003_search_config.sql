-- Accent-insensitive search (Vietnamese diacritics included: "Hà Nội" finds "ha noi" and back).
-- A text search configuration that strips accents before English stemming, and an IMMUTABLE
-- wrapper around unaccent() so it can appear in generated columns and index expressions.
CREATE TEXT SEARCH CONFIGURATION cwt_search (COPY = english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION cwt_search
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cwt_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, lower(value)) $$;
