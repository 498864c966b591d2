CREATE TABLE "influencer_score" (
	"company_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"day" text NOT NULL,
	"score" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "influencer_score_company_id_user_id_day_pk" PRIMARY KEY("company_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_filter" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"name" text NOT NULL,
	"period" text NOT NULL,
	"date_from" text,
	"date_to" text,
	"team_id_list" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaderboard_setting" (
	"company_id" varchar(24) PRIMARY KEY NOT NULL,
	"leaderboard_enabled" boolean DEFAULT true NOT NULL,
	"ordered_leaderboard_id_list" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "leaderboard_filter_company_idx" ON "leaderboard_filter" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "point_ledger_company_time_idx" ON "point_ledger" USING btree ("company_id","created_at","user_id","points");--> statement-breakpoint
-- hand-written: leaderboard — the AllTime ranking reads the users' running totals, best first.
CREATE INDEX IF NOT EXISTS "app_user_company_star_idx" ON "app_user" USING btree ("company_id","star" DESC,"id");
