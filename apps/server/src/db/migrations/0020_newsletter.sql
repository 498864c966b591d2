CREATE TABLE "group_digest" (
	"group_id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"day_of_week" integer DEFAULT 1 NOT NULL,
	"hour" integer DEFAULT 8 NOT NULL,
	"post_count" integer DEFAULT 5 NOT NULL,
	"last_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_digest_delivery" (
	"company_id" varchar(24) NOT NULL,
	"group_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"week" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_digest_delivery_group_id_user_id_week_pk" PRIMARY KEY("group_id","user_id","week")
);
--> statement-breakpoint
CREATE TABLE "mailing_campaign" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"folder_id" varchar(24),
	"name" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"preheader" text DEFAULT '' NOT NULL,
	"sender_name" text DEFAULT '' NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mailing_list_id_list" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"send_started_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"track_opens" boolean DEFAULT true NOT NULL,
	"created_by" varchar(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailing_delivery" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"campaign_id" varchar(24) NOT NULL,
	"email" text NOT NULL,
	"user_id" varchar(24),
	"batch_no" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"error" text,
	"bounced_at" timestamp with time zone,
	"bounce_reason" text,
	"opened_at" timestamp with time zone,
	"open_count" integer DEFAULT 0 NOT NULL,
	"clicked_at" timestamp with time zone,
	"click_count" integer DEFAULT 0 NOT NULL,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mailing_folder" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailing_list" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailing_list_recipient" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"mailing_list_id" varchar(24) NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" varchar(24),
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailing_setting" (
	"company_id" varchar(24) PRIMARY KEY NOT NULL,
	"open_tracking_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailing_suppression" (
	"company_id" varchar(24) NOT NULL,
	"email" text NOT NULL,
	"reason" text NOT NULL,
	"campaign_id" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailing_suppression_company_id_email_pk" PRIMARY KEY("company_id","email")
);
--> statement-breakpoint
CREATE INDEX "group_digest_company_idx" ON "group_digest" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "mailing_campaign_company_idx" ON "mailing_campaign" USING btree ("company_id","folder_id","created_at");--> statement-breakpoint
CREATE INDEX "mailing_campaign_due_idx" ON "mailing_campaign" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mailing_delivery_uq" ON "mailing_delivery" USING btree ("campaign_id","email");--> statement-breakpoint
CREATE INDEX "mailing_delivery_batch_idx" ON "mailing_delivery" USING btree ("campaign_id","batch_no","status");--> statement-breakpoint
CREATE UNIQUE INDEX "mailing_folder_name_uq" ON "mailing_folder" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "mailing_list_company_idx" ON "mailing_list" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mailing_list_recipient_uq" ON "mailing_list_recipient" USING btree ("mailing_list_id","entity_type",coalesce("entity_id", ''),coalesce("email", ''));--> statement-breakpoint
CREATE INDEX "mailing_list_recipient_company_idx" ON "mailing_list_recipient" USING btree ("company_id","mailing_list_id");