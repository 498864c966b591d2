CREATE TABLE "content_feed" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"channel_id" varchar(24) NOT NULL,
	"created_by" varchar(24) NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_polled_at" timestamp with time zone,
	"next_poll_at" timestamp with time zone DEFAULT now() NOT NULL,
	"failure_count" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"disabled_at" timestamp with time zone,
	"imported_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_feed_item" (
	"company_id" varchar(24) NOT NULL,
	"feed_id" varchar(24) NOT NULL,
	"item_key" text NOT NULL,
	"post_id" varchar(24),
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_feed_item_feed_id_item_key_pk" PRIMARY KEY("feed_id","item_key")
);
--> statement-breakpoint
CREATE TABLE "msteams_setting" (
	"company_id" varchar(24) PRIMARY KEY NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"webhook_url_sealed" text,
	"channel_id_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivered_until" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"last_sent_at" timestamp with time zone,
	"updated_by" varchar(24),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slack_installation" (
	"company_id" varchar(24) PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"team_name" text DEFAULT '' NOT NULL,
	"bot_token_sealed" text NOT NULL,
	"slack_channel_id" text,
	"slack_channel_name" text,
	"channel_id_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_new_posts_enabled" boolean DEFAULT true NOT NULL,
	"is_daily_summary_enabled" boolean DEFAULT true NOT NULL,
	"delivered_until" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"installed_by" varchar(24) NOT NULL,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_feed_company_idx" ON "content_feed" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "content_feed_due_idx" ON "content_feed" USING btree ("next_poll_at") WHERE is_enabled AND disabled_at IS NULL;