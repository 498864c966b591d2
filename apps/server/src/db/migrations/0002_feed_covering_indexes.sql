-- The feed walks the company timeline index-only (see docs/architecture.md): the covering columns
-- let it keep rows by channel, archive date and language without touching the table.
DROP INDEX IF EXISTS "post_channel_timeline_idx";
--> statement-breakpoint
CREATE INDEX "post_channel_timeline_idx" ON "post_channel" USING btree ("company_id", "published_at" DESC, "post_id" DESC) INCLUDE ("channel_id", "archived_at", "lang") WHERE status IN ('published', 'approved');
--> statement-breakpoint
CREATE INDEX "post_channel_post_live_idx" ON "post_channel" USING btree ("post_id") INCLUDE ("channel_id", "published_at", "archived_at") WHERE status IN ('published', 'approved');
