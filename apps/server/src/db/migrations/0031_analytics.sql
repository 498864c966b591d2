CREATE TABLE "analytics_channel_post" (
	"company_id" varchar(24) NOT NULL,
	"channel_id" varchar(24) NOT NULL,
	"post_id" varchar(24) NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_month" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"reads" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"video_plays" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"emv" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_channel_post_company_id_channel_id_post_id_pk" PRIMARY KEY("company_id","channel_id","post_id")
);
--> statement-breakpoint
DROP INDEX "analytics_post_total_published_idx";--> statement-breakpoint
ALTER TABLE "analytics_post_total" ADD COLUMN "shares_email" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_post_total" ADD COLUMN "clicks_email" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_scope_day" ADD COLUMN "shares_email" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_scope_day" ADD COLUMN "clicks_email" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_user_to_date" ADD COLUMN "shares_email" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_user_to_date" ADD COLUMN "clicks_email" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_user_to_date" ADD COLUMN "valid" daterange;--> statement-breakpoint
CREATE INDEX "analytics_channel_post_post_idx" ON "analytics_channel_post" USING btree ("company_id","post_id");--> statement-breakpoint
CREATE INDEX "analytics_channel_post_published_idx" ON "analytics_channel_post" USING btree ("company_id","channel_id","published_at","post_id");--> statement-breakpoint
CREATE INDEX "analytics_channel_post_views_idx" ON "analytics_channel_post" USING btree ("company_id","channel_id","published_month","views","post_id");--> statement-breakpoint
CREATE INDEX "analytics_channel_post_reads_idx" ON "analytics_channel_post" USING btree ("company_id","channel_id","published_month","reads","post_id");--> statement-breakpoint
CREATE INDEX "analytics_channel_post_likes_idx" ON "analytics_channel_post" USING btree ("company_id","channel_id","published_month","likes","post_id");--> statement-breakpoint
CREATE INDEX "analytics_channel_post_comments_idx" ON "analytics_channel_post" USING btree ("company_id","channel_id","published_month","comments","post_id");--> statement-breakpoint
CREATE INDEX "analytics_channel_post_video_plays_idx" ON "analytics_channel_post" USING btree ("company_id","channel_id","published_month","video_plays","post_id");--> statement-breakpoint
CREATE INDEX "analytics_channel_post_shares_idx" ON "analytics_channel_post" USING btree ("company_id","channel_id","published_month","shares","post_id");--> statement-breakpoint
CREATE INDEX "analytics_channel_post_clicks_idx" ON "analytics_channel_post" USING btree ("company_id","channel_id","published_month","clicks","post_id");--> statement-breakpoint
CREATE INDEX "analytics_channel_post_impressions_idx" ON "analytics_channel_post" USING btree ("company_id","channel_id","published_month","impressions","post_id");--> statement-breakpoint
CREATE INDEX "analytics_channel_post_emv_idx" ON "analytics_channel_post" USING btree ("company_id","channel_id","published_month","emv","post_id");--> statement-breakpoint
CREATE INDEX "analytics_post_total_published_idx" ON "analytics_post_total" USING btree ("company_id","published_at","post_id","views","reads","likes","comments","video_plays","shares","clicks","shares_linkedin","clicks_linkedin","shares_twitter","clicks_twitter","shares_facebook","clicks_facebook","shares_xing","clicks_xing","shares_viadeo","clicks_viadeo","shares_generic","clicks_generic","shares_email","clicks_email");
--> statement-breakpoint
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
$$;--> statement-breakpoint
-- Each published post's sortable figures in each of its channels, from the post totals so far.
INSERT INTO "analytics_channel_post" ("company_id", "channel_id", "post_id", "published_at", "published_month",
       "views", "reads", "likes", "comments", "video_plays", "shares", "clicks", "impressions", "emv")
SELECT pc."company_id", pc."channel_id", t."post_id", t."published_at", t."published_month", t."views", t."reads",
       t."likes", t."comments", t."video_plays", t."shares", t."clicks", t."impressions", t."emv"
  FROM "analytics_post_total" t
  JOIN "post_channel" pc ON pc."company_id" = t."company_id" AND pc."post_id" = t."post_id"
 WHERE t."published_at" IS NOT NULL
ON CONFLICT DO NOTHING;
