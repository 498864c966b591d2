-- Feed indexes measured at 1,000,000 posts (bench/README.md). Custom SQL: drizzle's index builder
-- has no INCLUDE, so like 0002 these are listed in a comment in schema/post.ts, not as builders.
--
-- type=own: the author's posts, newest first, without walking the company's whole range.
CREATE INDEX IF NOT EXISTS "post_author_created_idx" ON "post" USING btree ("company_id", "created_by", "created_at" DESC, "id" DESC) WHERE deleted_at IS NULL;
--> statement-breakpoint
-- The featured widget: the few featured posts, newest featured first.
CREATE INDEX IF NOT EXISTS "post_featured_idx" ON "post" USING btree ("company_id", "featured_at" DESC, "id" DESC) WHERE featured_at IS NOT NULL AND deleted_at IS NULL;
--> statement-breakpoint
-- type=incoming and rejected (undated rows): walked in post order, grouped per post as they come
-- (1 s → 0.2 ms for page 1 with 75,000 proposed rows).
CREATE INDEX IF NOT EXISTS "post_channel_status_idx" ON "post_channel" USING btree ("company_id", "status", "post_id" DESC) INCLUDE ("channel_id", "published_at", "archived_at");
--> statement-breakpoint
-- type=archived and scheduled (dated rows): walked newest first like the live timeline
-- (1.7 s → 0.2 ms for page 1; the archived counter 1.1 s → ~50 ms).
CREATE INDEX IF NOT EXISTS "post_channel_dated_idx" ON "post_channel" USING btree ("company_id", "published_at" DESC, "post_id" DESC) INCLUDE ("channel_id", "archived_at", "status") WHERE status IN ('archived', 'scheduled', 'published', 'approved');
