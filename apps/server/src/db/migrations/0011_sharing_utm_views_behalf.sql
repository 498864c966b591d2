CREATE TABLE "company_utm_setting" (
	"company_id" varchar(24) PRIMARY KEY NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"tag_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" varchar(24),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_view" (
	"company_id" varchar(24) NOT NULL,
	"post_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_view_post_id_user_id_day_pk" PRIMARY KEY("post_id","user_id","day")
);
--> statement-breakpoint
ALTER TABLE "share" ADD COLUMN "shared_by_user_id" varchar(24);--> statement-breakpoint
CREATE INDEX "post_view_company_post_idx" ON "post_view" USING btree ("company_id","post_id");