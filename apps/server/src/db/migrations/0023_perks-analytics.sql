CREATE TABLE "reward" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"stock" integer,
	"image_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" varchar(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reward_redemption" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"reward_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"price" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" varchar(24)
);
--> statement-breakpoint
DROP INDEX "analytics_post_total_published_idx";--> statement-breakpoint
DROP INDEX "analytics_share_day_user_idx";--> statement-breakpoint
DROP INDEX "analytics_user_day_day_idx";--> statement-breakpoint
CREATE INDEX "reward_company_idx" ON "reward" USING btree ("company_id","price") WHERE "reward"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "reward_redemption_company_idx" ON "reward_redemption" USING btree ("company_id","status","requested_at");--> statement-breakpoint
CREATE INDEX "reward_redemption_user_idx" ON "reward_redemption" USING btree ("company_id","user_id","requested_at");--> statement-breakpoint
CREATE INDEX "post_deleted_idx" ON "post" USING btree ("company_id","id") WHERE "post"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "analytics_post_total_published_idx" ON "analytics_post_total" USING btree ("company_id","published_at","post_id","views","reads","likes","comments","video_plays","shares","clicks","shares_linkedin","clicks_linkedin","shares_twitter","clicks_twitter","shares_facebook","clicks_facebook","shares_xing","clicks_xing","shares_viadeo","clicks_viadeo","shares_generic","clicks_generic");--> statement-breakpoint
CREATE INDEX "analytics_share_day_user_idx" ON "analytics_share_day" USING btree ("company_id","day","user_id","shares");--> statement-breakpoint
CREATE INDEX "analytics_user_day_day_idx" ON "analytics_user_day" USING btree ("company_id","day","user_id","points");