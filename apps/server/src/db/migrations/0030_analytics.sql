DROP INDEX "analytics_post_total_published_idx";--> statement-breakpoint
ALTER TABLE "analytics_post_total" ADD COLUMN "shares_email" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_post_total" ADD COLUMN "clicks_email" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_scope_day" ADD COLUMN "shares_email" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_scope_day" ADD COLUMN "clicks_email" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_user_to_date" ADD COLUMN "shares_email" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_user_to_date" ADD COLUMN "clicks_email" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_user_to_date" ADD COLUMN "valid" daterange;--> statement-breakpoint
CREATE INDEX "analytics_post_total_published_idx" ON "analytics_post_total" USING btree ("company_id","published_at","post_id","views","reads","likes","comments","video_plays","shares","clicks","shares_linkedin","clicks_linkedin","shares_twitter","clicks_twitter","shares_facebook","clicks_facebook","shares_xing","clicks_xing","shares_viadeo","clicks_viadeo","shares_generic","clicks_generic","shares_email","clicks_email");--> statement-breakpoint
-- hand-written: each to-date row's validity, [its day, the user's next row's day) (unbounded for the
-- last row), for the rows written before the column existed.
UPDATE "analytics_user_to_date" t SET "valid" = daterange(t."day", n."next_day")
  FROM (SELECT "company_id", "user_id", "day",
               lead("day") OVER (PARTITION BY "company_id", "user_id" ORDER BY "day") AS "next_day"
          FROM "analytics_user_to_date") n
 WHERE t."company_id" = n."company_id" AND t."user_id" = n."user_id" AND t."day" = n."day";--> statement-breakpoint
-- Every user's row valid on a day in one GiST scan (company_id through btree_gist), every figure
-- INCLUDEd so the reports read it index-only. Without btree_gist the reports stay exact and scan.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS btree_gist;
  CREATE INDEX IF NOT EXISTS "analytics_user_to_date_valid_idx" ON "analytics_user_to_date"
    USING gist ("company_id", "valid") INCLUDE ("user_id", "active_days", "views", "likes", "comments", "points", "shares", "clicks", "shares_linkedin", "clicks_linkedin", "shares_twitter", "clicks_twitter", "shares_facebook", "clicks_facebook", "shares_xing", "clicks_xing", "shares_viadeo", "clicks_viadeo", "shares_generic", "clicks_generic", "shares_email", "clicks_email");
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'btree_gist not available: analytics_user_to_date_valid_idx not made, the user reports scan';
END
$$;
