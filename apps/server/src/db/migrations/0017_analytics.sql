CREATE TABLE "analytics_emv_rate" (
	"company_id" varchar(24) NOT NULL,
	"network" text NOT NULL,
	"cpc" double precision NOT NULL,
	"cpm" double precision NOT NULL,
	"impressions_per_share" integer NOT NULL,
	"updated_by" varchar(24),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_emv_rate_company_id_network_pk" PRIMARY KEY("company_id","network")
);
--> statement-breakpoint
CREATE TABLE "analytics_post_day" (
	"company_id" varchar(24) NOT NULL,
	"post_id" varchar(24) NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"reads" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"video_plays" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_post_day_company_id_post_id_day_pk" PRIMARY KEY("company_id","post_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_post_total" (
	"company_id" varchar(24) NOT NULL,
	"post_id" varchar(24) NOT NULL,
	"published_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"reads" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"video_plays" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
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
	CONSTRAINT "analytics_post_total_company_id_post_id_pk" PRIMARY KEY("company_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_state" (
	"name" text PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_scope_day" (
	"company_id" varchar(24) NOT NULL,
	"scope" text NOT NULL,
	"scope_id" text NOT NULL,
	"day" date NOT NULL,
	"posts" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"reads" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"video_plays" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
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
	CONSTRAINT "analytics_scope_day_company_id_scope_scope_id_day_pk" PRIMARY KEY("company_id","scope","scope_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_setting" (
	"company_id" varchar(24) PRIMARY KEY NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_share_day" (
	"company_id" varchar(24) NOT NULL,
	"post_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"network" text NOT NULL,
	"day" date NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_share_day_company_id_post_id_user_id_network_day_pk" PRIMARY KEY("company_id","post_id","user_id","network","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_user_day" (
	"company_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_user_day_company_id_user_id_day_pk" PRIMARY KEY("company_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_video_play" (
	"company_id" varchar(24) NOT NULL,
	"post_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"day" date NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_video_play_post_id_user_id_day_pk" PRIMARY KEY("post_id","user_id","day")
);
--> statement-breakpoint
CREATE INDEX "analytics_post_day_day_idx" ON "analytics_post_day" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_post_total_published_idx" ON "analytics_post_total" USING btree ("company_id","published_at");--> statement-breakpoint
CREATE INDEX "analytics_scope_day_day_idx" ON "analytics_scope_day" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_share_day_user_idx" ON "analytics_share_day" USING btree ("company_id","day","user_id");--> statement-breakpoint
CREATE INDEX "analytics_share_day_day_idx" ON "analytics_share_day" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_user_day_day_idx" ON "analytics_user_day" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "analytics_video_play_day_idx" ON "analytics_video_play" USING btree ("day");--> statement-breakpoint
-- hand-written: analytics
-- The rollup job reads raw events of the last day or two across companies: these indexes make
-- that window a range scan instead of a walk of each event table.
CREATE INDEX IF NOT EXISTS "post_view_day_idx" ON "post_view" ("day");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "post_like_liked_at_idx" ON "post_like" ("liked_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "comment_post_added_at_idx" ON "comment" ("added_at") WHERE "object_type" = 'post';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "read_confirmation_confirmed_at_idx" ON "read_confirmation" ("confirmed_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "share_shared_at_idx" ON "share" ("shared_at") WHERE "status" = 'shared';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "share_click_clicked_at_idx" ON "share_click" ("clicked_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "point_ledger_created_at_idx" ON "point_ledger" ("created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "post_channel_published_at_idx" ON "post_channel" ("published_at") WHERE "published_at" IS NOT NULL;
