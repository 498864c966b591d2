CREATE TABLE "analytics_user_to_date" (
	"company_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"active_days" integer DEFAULT 0 NOT NULL,
	"shares_linkedin" integer DEFAULT 0 NOT NULL,
	"clicks_linkedin" integer DEFAULT 0 NOT NULL,
	"shares_twitter" integer DEFAULT 0 NOT NULL,
	"clicks_twitter" integer DEFAULT 0 NOT NULL,
	"shares_facebook" integer DEFAULT 0 NOT NULL,
	"clicks_facebook" integer DEFAULT 0 NOT NULL,
	"shares_xing" integer DEFAULT 0 NOT NULL,
	"clicks_xing" integer DEFAULT 0 NOT NULL,
	"shares_viadeo" integer DEFAULT 0 NOT NULL,
	"clicks_viadeo" integer DEFAULT 0 NOT NULL,
	"shares_generic" integer DEFAULT 0 NOT NULL,
	"clicks_generic" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_user_to_date_company_id_user_id_day_pk" PRIMARY KEY("company_id","user_id","day")
);
--> statement-breakpoint
ALTER TABLE "analytics_post_total" ADD COLUMN "published_month" date;--> statement-breakpoint
ALTER TABLE "analytics_post_total" ADD COLUMN "impressions" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_post_total" ADD COLUMN "emv" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_setting" ADD COLUMN "rates_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_setting" ADD COLUMN "valued_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_user_to_date_day_idx" ON "analytics_user_to_date" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_post_total_views_idx" ON "analytics_post_total" USING btree ("company_id","published_month","views","post_id");--> statement-breakpoint
CREATE INDEX "analytics_post_total_reads_idx" ON "analytics_post_total" USING btree ("company_id","published_month","reads","post_id");--> statement-breakpoint
CREATE INDEX "analytics_post_total_likes_idx" ON "analytics_post_total" USING btree ("company_id","published_month","likes","post_id");--> statement-breakpoint
CREATE INDEX "analytics_post_total_comments_idx" ON "analytics_post_total" USING btree ("company_id","published_month","comments","post_id");--> statement-breakpoint
CREATE INDEX "analytics_post_total_video_plays_idx" ON "analytics_post_total" USING btree ("company_id","published_month","video_plays","post_id");--> statement-breakpoint
CREATE INDEX "analytics_post_total_shares_idx" ON "analytics_post_total" USING btree ("company_id","published_month","shares","post_id");--> statement-breakpoint
CREATE INDEX "analytics_post_total_clicks_idx" ON "analytics_post_total" USING btree ("company_id","published_month","clicks","post_id");--> statement-breakpoint
CREATE INDEX "analytics_post_total_impressions_idx" ON "analytics_post_total" USING btree ("company_id","published_month","impressions","post_id");--> statement-breakpoint
CREATE INDEX "analytics_post_total_emv_idx" ON "analytics_post_total" USING btree ("company_id","published_month","emv","post_id");--> statement-breakpoint
-- hand-written
-- Candidates of a channel's posts page (analytics report.repository: channelCandidates).
CREATE INDEX IF NOT EXISTS "analytics_post_channel_range_idx" ON "post_channel" USING btree ("company_id", "channel_id", "published_at") INCLUDE ("post_id");--> statement-breakpoint
-- Existing rows: their month bucket; their EMV and impressions are valued again by the next rollup run.
UPDATE "analytics_post_total" SET "published_month" = date_trunc('month', "published_at" AT TIME ZONE 'UTC')::date WHERE "published_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "analytics_setting" ("company_id", "rates_revision") SELECT DISTINCT "company_id", 1 FROM "analytics_post_total"
  ON CONFLICT ("company_id") DO UPDATE SET "rates_revision" = "analytics_setting"."rates_revision" + 1;--> statement-breakpoint
-- The users' figures to date, from the day rollups (the job keeps them from now on).
INSERT INTO "analytics_user_to_date" ("company_id", "user_id", "day", "active_days", "views", "likes", "comments", "points", "shares", "clicks", "shares_linkedin", "clicks_linkedin", "shares_twitter", "clicks_twitter", "shares_facebook", "clicks_facebook", "shares_xing", "clicks_xing", "shares_viadeo", "clicks_viadeo", "shares_generic", "clicks_generic")
SELECT company_id, user_id, day, count(*) OVER w, sum(views) OVER w, sum(likes) OVER w, sum(comments) OVER w, sum(points) OVER w, sum(shares) OVER w, sum(clicks) OVER w, sum(shares_linkedin) OVER w, sum(clicks_linkedin) OVER w, sum(shares_twitter) OVER w, sum(clicks_twitter) OVER w, sum(shares_facebook) OVER w, sum(clicks_facebook) OVER w, sum(shares_xing) OVER w, sum(clicks_xing) OVER w, sum(shares_viadeo) OVER w, sum(clicks_viadeo) OVER w, sum(shares_generic) OVER w, sum(clicks_generic) OVER w
  FROM (
    SELECT company_id, user_id, day, sum(views) AS views, sum(likes) AS likes, sum(comments) AS comments, sum(points) AS points, sum(shares) AS shares, sum(clicks) AS clicks, sum(shares_linkedin) AS shares_linkedin, sum(clicks_linkedin) AS clicks_linkedin, sum(shares_twitter) AS shares_twitter, sum(clicks_twitter) AS clicks_twitter, sum(shares_facebook) AS shares_facebook, sum(clicks_facebook) AS clicks_facebook, sum(shares_xing) AS shares_xing, sum(clicks_xing) AS clicks_xing, sum(shares_viadeo) AS shares_viadeo, sum(clicks_viadeo) AS clicks_viadeo, sum(shares_generic) AS shares_generic, sum(clicks_generic) AS clicks_generic
      FROM (
        SELECT company_id, user_id, day, views, likes, comments, points, 0 AS shares, 0 AS clicks, 0 AS shares_linkedin, 0 AS clicks_linkedin, 0 AS shares_twitter, 0 AS clicks_twitter, 0 AS shares_facebook, 0 AS clicks_facebook, 0 AS shares_xing, 0 AS clicks_xing, 0 AS shares_viadeo, 0 AS clicks_viadeo, 0 AS shares_generic, 0 AS clicks_generic
          FROM analytics_user_day
        UNION ALL
        SELECT company_id, user_id, day, 0, 0, 0, 0, sum(shares), sum(clicks), sum(CASE WHEN network = 'linkedin' THEN shares ELSE 0 END), sum(CASE WHEN network = 'linkedin' THEN clicks ELSE 0 END), sum(CASE WHEN network = 'twitter' THEN shares ELSE 0 END), sum(CASE WHEN network = 'twitter' THEN clicks ELSE 0 END), sum(CASE WHEN network = 'facebook' THEN shares ELSE 0 END), sum(CASE WHEN network = 'facebook' THEN clicks ELSE 0 END), sum(CASE WHEN network = 'xing' THEN shares ELSE 0 END), sum(CASE WHEN network = 'xing' THEN clicks ELSE 0 END), sum(CASE WHEN network = 'viadeo' THEN shares ELSE 0 END), sum(CASE WHEN network = 'viadeo' THEN clicks ELSE 0 END), sum(CASE WHEN network = 'generic' THEN shares ELSE 0 END), sum(CASE WHEN network = 'generic' THEN clicks ELSE 0 END)
          FROM analytics_share_day GROUP BY 1, 2, 3
      ) e
     GROUP BY 1, 2, 3
  ) d
WINDOW w AS (PARTITION BY company_id, user_id ORDER BY day);
