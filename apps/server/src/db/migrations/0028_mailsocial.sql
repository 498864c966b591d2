CREATE TABLE "company_linkedin_page" (
	"company_id" varchar(24) PRIMARY KEY NOT NULL,
	"access_token_sealed" text NOT NULL,
	"refresh_token_sealed" text,
	"expires_at" timestamp with time zone,
	"organization_urn" text,
	"organization_name" text,
	"invalid_at" timestamp with time zone,
	"connected_by" varchar(24) NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailing_campaign_link" (
	"company_id" varchar(24) NOT NULL,
	"campaign_id" varchar(24) NOT NULL,
	"target_url" text NOT NULL,
	"share_id" varchar(24) NOT NULL,
	"short_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailing_campaign_link_campaign_id_target_url_pk" PRIMARY KEY("campaign_id","target_url")
);
--> statement-breakpoint
ALTER TABLE "share" ADD COLUMN "landing_url" text;--> statement-breakpoint
CREATE UNIQUE INDEX "mailing_campaign_link_share_uq" ON "mailing_campaign_link" USING btree ("share_id");