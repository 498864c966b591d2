CREATE TABLE "blocked_word_list" (
	"company_id" varchar(24) PRIMARY KEY NOT NULL,
	"word_list" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "language_map" (
	"company_id" varchar(24) PRIMARY KEY NOT NULL,
	"map" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"type" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"text_html" text DEFAULT '' NOT NULL,
	"web_url" text,
	"item_title" text,
	"item_image_url" text,
	"referencer_title" text,
	"referencer_avatar_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_ledger" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"post_id" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_announcement" (
	"company_id" varchar(24) NOT NULL,
	"post_id" varchar(24) NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"announced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_announcement_company_id_post_id_published_at_pk" PRIMARY KEY("company_id","post_id","published_at")
);
--> statement-breakpoint
CREATE TABLE "translation_cache" (
	"company_id" varchar(24) NOT NULL,
	"object_type" text NOT NULL,
	"object_id" varchar(24) NOT NULL,
	"lang" text NOT NULL,
	"source_hash" text NOT NULL,
	"content" jsonb NOT NULL,
	"source_lang" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_cache_company_id_object_type_object_id_lang_pk" PRIMARY KEY("company_id","object_type","object_id","lang")
);
--> statement-breakpoint
CREATE INDEX "notification_user_idx" ON "notification" USING btree ("company_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "point_ledger_user_idx" ON "point_ledger" USING btree ("company_id","user_id","created_at");