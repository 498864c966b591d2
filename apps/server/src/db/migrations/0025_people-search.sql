-- Custom SQL migration file, put your code below! ---- hand-written: people — the Users search (GET /api/user?searchTerm, ilike '%term%' on the full
-- name and the e-mail) reads trigram GIN indexes instead of scanning the company's users.
-- pg_trgm is a trusted extension (PostgreSQL 13+); where it cannot be created the indexes are
-- skipped and the search still works, scanning as before. PGlite loads it (db/client.ts).
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm not available: the Users search runs without trigram indexes';
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "app_user_full_name_trgm_idx" ON "app_user"
      USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "app_user_email_trgm_idx" ON "app_user" USING gin ("email" gin_trgm_ops);
  END IF;
END
$$;
