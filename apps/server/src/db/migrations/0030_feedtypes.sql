CREATE TABLE "post_channel_count" (
	"company_id" varchar(24) NOT NULL,
	"channel_id" varchar(24) NOT NULL,
	"lang" text NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "post_channel_count_company_id_channel_id_lang_status_pk" PRIMARY KEY("company_id","channel_id","lang","status")
);

--> statement-breakpoint
-- hand-written
-- post_channel_count is kept by statement triggers (one upsert per statement and group, however
-- many rows: the bench generator's and the importer's batches stay batches). Rows are locked in
-- key order so two writers of the same channels cannot deadlock on the counts. No write between
-- the backfill and the triggers can be missed or counted twice: the table is locked first.
LOCK TABLE "post_channel" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION post_channel_count_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO post_channel_count AS c (company_id, channel_id, lang, status, n)
    SELECT company_id, channel_id, lang, status, count(*) FROM new_rows
     GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, channel_id, lang, status) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO post_channel_count AS c (company_id, channel_id, lang, status, n)
    SELECT company_id, channel_id, lang, status, -count(*) FROM old_rows
     GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, channel_id, lang, status) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSE
    -- An update that keeps channel, language and status (a date change) moves nothing.
    INSERT INTO post_channel_count AS c (company_id, channel_id, lang, status, n)
    SELECT company_id, channel_id, lang, status, sum(d) FROM (
      SELECT company_id, channel_id, lang, status, -1 AS d FROM old_rows
      UNION ALL
      SELECT company_id, channel_id, lang, status, 1 AS d FROM new_rows) moved
     GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, channel_id, lang, status) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER post_channel_count_insert AFTER INSERT ON "post_channel"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION post_channel_count_apply();
--> statement-breakpoint
CREATE TRIGGER post_channel_count_update AFTER UPDATE ON "post_channel"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION post_channel_count_apply();
--> statement-breakpoint
CREATE TRIGGER post_channel_count_delete AFTER DELETE ON "post_channel"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION post_channel_count_apply();
--> statement-breakpoint
-- Backfill: the counts of the rows already there.
INSERT INTO "post_channel_count" (company_id, channel_id, lang, status, n)
SELECT company_id, channel_id, lang, status, count(*) FROM "post_channel" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- The counters' probe of one channel's live rows, newest first, read from the index alone
-- (post-counters.repository.ts): up to 1000 entries of one channel instead of 1000 deduplicated
-- posts of the whole timeline.
CREATE INDEX IF NOT EXISTS "post_channel_channel_live_idx" ON "post_channel" USING btree ("company_id", "channel_id", "published_at" DESC) INCLUDE ("archived_at", "lang") WHERE status IN ('published', 'approved');
--> statement-breakpoint
-- type=all of a curator of every channel, and its counter: the company's posts that are not
-- deleted, newest created first, from the index alone (post_company_created_idx left the deleted
-- check to the heap, one row read per post).
CREATE INDEX IF NOT EXISTS "post_company_alive_idx" ON "post" USING btree ("company_id", "created_at" DESC, "id" DESC) WHERE deleted_at IS NULL;
