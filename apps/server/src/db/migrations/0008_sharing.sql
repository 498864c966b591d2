CREATE TABLE "share_click" (
	"company_id" varchar(24) NOT NULL,
	"share_id" varchar(24) NOT NULL,
	"fingerprint" text NOT NULL,
	"clicked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_click_share_id_fingerprint_pk" PRIMARY KEY("share_id","fingerprint")
);
--> statement-breakpoint
CREATE TABLE "share_point_award" (
	"company_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"post_id" varchar(24) NOT NULL,
	"media" text NOT NULL,
	"share_id" varchar(24) NOT NULL,
	"points" integer NOT NULL,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_point_award_company_id_user_id_post_id_media_pk" PRIMARY KEY("company_id","user_id","post_id","media")
);
--> statement-breakpoint
CREATE TABLE "social_connect_request" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"network" text NOT NULL,
	"code_verifier" text NOT NULL,
	"return_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_connection" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"network" text NOT NULL,
	"subject" text NOT NULL,
	"access_token_sealed" text NOT NULL,
	"refresh_token_sealed" text,
	"scope" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"refresh_expires_at" timestamp with time zone,
	"invalid_at" timestamp with time zone,
	"reminded_for" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share" ADD COLUMN "smart" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "share" ADD COLUMN "short_code" text;--> statement-breakpoint
ALTER TABLE "share" ADD COLUMN "post_version" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "share" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "share" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "share" ADD COLUMN "attempt_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "social_connect_request_expires_idx" ON "social_connect_request" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_connection_user_network_uq" ON "social_connection" USING btree ("company_id","user_id","network");--> statement-breakpoint
CREATE UNIQUE INDEX "share_short_code_uq" ON "share" USING btree ("short_code");